import * as React from "react"
import { CookieSettingsButton } from "../../components/consent/consent-banner"
import { Link } from "../../components/ui/link"
import * as styles from "./analytics-choice.module.css"

export interface AnalyticsChoiceProps {
  copy: Pick<Queries.RightsRequestFormFragment, "consentTitle" | "consentText" | "consentButton" | "consentLink">
  id: string
}

/**
 * Where a visitor changes the website's own analytics consent (DPDP Rules 2025 rule 3: withdrawn as easily as
 * given): the button that reopens the consent choice wherever the site runs analytics, and always the cookie
 * policy's section on changing it, which works without JavaScript too.
 */
export function AnalyticsChoice({ copy, id }: AnalyticsChoiceProps) {
  return (
    <section aria-labelledby={id} className={styles.choice}>
      <h2 id={id}>{copy.consentTitle}</h2>
      <p>{copy.consentText}</p>
      <div className={styles.actions}>
        <CookieSettingsButton label={copy.consentButton} className={styles.button} />
        <Link to="/cookies#choice-title">{copy.consentLink}</Link>
      </div>
    </section>
  )
}
