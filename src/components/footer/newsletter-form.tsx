import * as React from "react"
import { Banner } from "../ui/banner"
import { isValidEmail } from "../../lib/email"
import { newsletterMailto } from "../../lib/mailto"
import { FIELD_LIMITS, REQUESTS_PATH } from "../../lib/requests"
import { newFill, sendFill, type FormFill } from "../../lib/send-fill"
import type { SendOptions } from "../../lib/send-request"
import { fillTemplate } from "../../lib/text"
import { localizedPath, type Locale } from "../../lib/locales"
import { usePageData } from "../../hooks/page-data"
import { PrivacyLinks } from "../requests/privacy-links"
import { RequestFormFields } from "../requests/request-form-fields"
import { MailFallback } from "../requests/mail-fallback"
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

type Outcome = { tone: "success" | "error"; text: string; invalid?: boolean; mailto?: string } | null

/**
 * The footer's subscription: stored through the request endpoint (server/requests.ts) like the contact
 * form; without JavaScript the form posts itself there and the visitor lands on the thank-you page.
 */
export function NewsletterForm({ product, copy, supportEmail, send }: NewsletterFormProps) {
  const { locale, layout, alternates } = usePageData()
  const words = layout.interface.requests
  const [sending, setSending] = React.useState(false)
  const [outcome, setOutcome] = React.useState<Outcome>(null)
  const fill = React.useRef<FormFill | null>(null)
  const page = alternates[locale] ?? localizedPath(locale, "/")

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const input = form.elements.namedItem("email") as HTMLInputElement
    const email = input.value.trim()
    setOutcome(null)
    if (!isValidEmail(email)) {
      console.warn(`Newsletter: ${copy.invalid}`)
      setOutcome({ tone: "error", text: copy.invalid, invalid: true })
      input.focus()
      return
    }
    setSending(true)
    fill.current ??= newFill()
    const result = await sendFill(
      fill.current,
      form,
      { kind: "newsletter", locale: locale as Locale, page, privacyVersion: layout.privacyVersion, fields: { email } },
      { fetch: send },
    )
    setSending(false)
    const mailto = newsletterMailto(supportEmail, email, locale)
    if (result.status === "stored") {
      fill.current = null
      input.value = ""
      setOutcome({ tone: "success", text: copy.subscribed })
    } else if (result.status === "invalid") {
      setOutcome({ tone: "error", text: copy.invalid, invalid: true })
      input.focus()
    } else if (result.status === "rate-limited") setOutcome({ tone: "error", text: result.message, mailto })
    else setOutcome({ tone: "error", text: copy.failed, mailto })
  }

  return (
    // Without JavaScript the form posts itself, by POST, so the address never lands in a URL.
    <form
      className={styles.form}
      aria-labelledby="newsletter-title"
      method="post"
      action={REQUESTS_PATH}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        fill.current ??= newFill()
      }}
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
        <input
          id="newsletter-email"
          name="email"
          type="email"
          className={styles.input}
          placeholder={copy.placeholder}
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
          required
          aria-invalid={outcome?.invalid || undefined}
          aria-describedby={outcome?.tone === "error" ? "newsletter-error" : undefined}
        />
        <button type="submit" className={styles.button} disabled={sending} aria-busy={sending || undefined}>
          {copy.submitLabel}
        </button>
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
