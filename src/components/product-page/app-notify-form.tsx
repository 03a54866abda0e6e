import * as React from "react"
import { graphql } from "gatsby"
import { Banner } from "../ui/banner"
import { appNotifyMailto } from "../../lib/mailto"
import { DEFAULT_RETENTION_DAYS, REQUESTS_PATH } from "../../lib/requests"
import type { SendOptions } from "../../lib/send-request"
import { fillTemplate } from "../../lib/text"
import { localizedPath } from "../../lib/locales"
import { usePageData } from "../../hooks/page-data"
import { RequestFormFields } from "../requests/request-form-fields"
import { MailFallback } from "../requests/mail-fallback"
import { EmailField } from "../requests/email-field"
import { useEmailRequest } from "../requests/use-email-request"
import * as styles from "./app-notify-form.module.css"

export interface AppNotifyFormProps {
  /** The app's name, as the team reads it in the export: recoverlife. */
  app: string
  /** The form's words in the page's language (data/interface/, `appNotify`). */
  copy: Queries.AppNotifyCopyFragment
  /** The support address: the mail link offered when the request could not be stored. */
  supportEmail: string
  /** Replaceable in tests: the network the request goes over. */
  send?: SendOptions["fetch"]
}

const TITLE_ID = "app-notify-title"

/**
 * "Tell me when it is in the stores": on an app's page while its store links are not yet known, so its call
 * to action still ends in something kept. Stored through the request endpoint like the newsletter (without
 * JavaScript the form posts itself and lands on the thank-you page), answered with a reference.
 */
export function AppNotifyForm({ app, copy, supportEmail, send }: AppNotifyFormProps) {
  const { locale, layout } = usePageData()
  const words = layout.interface.requests
  const named = (text: string) => fillTemplate(text, { name: app })
  const { page, sending, outcome, onSubmit, onFocus } = useEmailRequest({
    kind: "app-notify",
    fields: { app },
    words: { invalid: copy.invalid, failed: copy.failed, done: named(copy.sent) },
    mailto: (email) => appNotifyMailto(supportEmail, email, app, locale),
    send,
  })
  const errorId = `${TITLE_ID}-error`
  return (
    // by POST, so the address never lands in a URL
    <form
      className={styles.form}
      aria-labelledby={TITLE_ID}
      method="post"
      action={REQUESTS_PATH}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
    >
      <h2 id={TITLE_ID} className={styles.title}>
        {named(copy.title)}
      </h2>
      <p className={styles.text}>{named(copy.text)}</p>
      <RequestFormFields kind="app-notify" page={page} />
      <input type="hidden" name="app" value={app} />
      <label htmlFor="app-notify-email" className={styles.label}>
        {copy.emailLabel}
      </label>
      <div className={styles.row}>
        <EmailField
          id="app-notify-email"
          placeholder={copy.placeholder}
          submitLabel={copy.submitLabel}
          invalid={Boolean(outcome?.invalid)}
          errorId={outcome?.tone === "error" ? errorId : undefined}
          sending={sending}
          classNames={{ input: styles.input, button: styles.button }}
        />
      </div>
      <p className={styles.privacy}>
        {fillTemplate(copy.privacyNote, { days: String(DEFAULT_RETENTION_DAYS) })}{" "}
        <a href={localizedPath(locale, "/privacy/the-website")}>{words.privacyLink}</a>
      </p>
      <Banner tone="success">
        {outcome?.tone === "success"
          ? `${outcome.text} ${fillTemplate(words.reference, { reference: outcome.reference ?? "" })}`
          : null}
      </Banner>
      <Banner tone="error" id={errorId}>
        {outcome?.tone === "error" ? outcome.text : null}
      </Banner>
      {outcome?.mailto && <MailFallback href={outcome.mailto} email={supportEmail} words={words} />}
    </form>
  )
}

export const query = graphql`
  fragment AppNotifyCopy on AppNotifyCopy {
    ...EmailFormCopy
    sent
    privacyNote
  }
`
