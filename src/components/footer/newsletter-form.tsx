import * as React from "react"
import { Banner } from "../ui/banner"
import { newsletterMailto } from "../../lib/mailto"
import { REQUESTS_PATH } from "../../lib/requests"
import type { SendOptions } from "../../lib/send-request"
import { fillTemplate } from "../../lib/text"
import { usePageData } from "../../hooks/page-data"
import { PrivacyLinks } from "../requests/privacy-links"
import { RequestFormFields } from "../requests/request-form-fields"
import { MailFallback } from "../requests/mail-fallback"
import { EmailField } from "../requests/email-field"
import { useEmailRequest } from "../requests/use-email-request"
import * as styles from "./newsletter-form.module.css"

export interface NewsletterFormProps {
  product: string
  /** The form's words in the page's language (data/interface/interface.<language>.json). */
  copy: Queries.LayoutDataFragment["interface"]["newsletter"]
  /** The support address: the mail link offered when the subscription could not be stored. */
  supportEmail: string
  /** Replaceable in tests: the network the request goes over. */
  send?: SendOptions["fetch"]
}

/**
 * The footer's subscription: stored through the request endpoint (server/requests.ts) like the contact
 * form; without JavaScript the form posts itself there and the visitor lands on the thank-you page.
 */
export function NewsletterForm({ product, copy, supportEmail, send }: NewsletterFormProps) {
  const { locale, layout } = usePageData()
  const words = layout.interface.requests
  const { page, sending, outcome, onSubmit, onFocus } = useEmailRequest({
    kind: "newsletter",
    words: { invalid: copy.invalid, failed: copy.failed, done: copy.subscribed },
    mailto: (email) => newsletterMailto(supportEmail, email, locale),
    onInvalid: () => console.warn(`Newsletter: ${copy.invalid}`),
    send,
  })

  return (
    // Without JavaScript the form posts itself, by POST, so the address never lands in a URL.
    <form
      className={styles.form}
      aria-labelledby="newsletter-title"
      method="post"
      action={REQUESTS_PATH}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
    >
      <h2 id="newsletter-title" className={styles.title}>
        {fillTemplate(copy.title, { product })}
      </h2>
      <p className={styles.text}>
        {copy.text} {copy.privacyNote} <PrivacyLinks privacyLink={copy.privacyLink} className={styles.privacy} />
      </p>
      <RequestFormFields kind="newsletter" page={page} />
      <div className={styles.row}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          {copy.emailLabel}
        </label>
        <EmailField
          id="newsletter-email"
          placeholder={copy.placeholder}
          submitLabel={copy.submitLabel}
          invalid={Boolean(outcome?.invalid)}
          errorId={outcome?.tone === "error" ? "newsletter-error" : undefined}
          sending={sending}
          classNames={{ input: styles.input, button: styles.button }}
        />
      </div>
      <div className={styles.outcome}>
        <Banner tone="success">{outcome?.tone === "success" ? outcome.text : null}</Banner>
        <Banner tone="error" id="newsletter-error">
          {outcome?.tone === "error" ? outcome.text : null}
        </Banner>
        {outcome?.mailto && <MailFallback href={outcome.mailto} email={supportEmail} words={words} />}
      </div>
    </form>
  )
}
