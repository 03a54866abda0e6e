import * as React from "react"
import { Banner } from "../ui/banner"
import type { HttpClient } from "../../lib/http-client"
import { isValidEmail } from "../../lib/email"
import { fillTemplate } from "../../lib/text"
import * as styles from "./newsletter-form.module.css"

export interface NewsletterFormProps {
  product: string
  /** The form's words in the page's language (data/interface/interface.<language>.json). */
  copy: Queries.LayoutDataFragment["interface"]["newsletter"]
  /**
   * Where a valid address is POSTed as JSON. Without one the form behaves exactly as the spec says:
   * the outcome goes to the browser console only, and nothing is shown, stored or sent.
   */
  endpoint?: string
  /** The site's HTTP client by default, loaded with the first subscription: no page needs it before. */
  client?: HttpClient
}

type Outcome = { tone: "success" | "error"; text: string; invalid?: boolean } | null

const noSubscription = () => () => undefined
/** False in the server render and during hydration, true once React runs the page in the browser. */
const useHydrated = () =>
  React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

export function NewsletterForm({
  product,
  copy,
  endpoint = process.env.GATSBY_NEWSLETTER_ENDPOINT,
  client,
}: NewsletterFormProps) {
  const [sending, setSending] = React.useState(false)
  const [outcome, setOutcome] = React.useState<Outcome>(null)
  const hydrated = useHydrated()

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement
    const email = input.value
    setOutcome(null)
    if (!isValidEmail(email)) {
      console.warn(`Newsletter: ${copy.invalid}`)
      if (endpoint) {
        setOutcome({ tone: "error", text: copy.invalid, invalid: true })
        input.focus()
      }
      return
    }
    console.info("Newsletter: subscription accepted for", email)
    if (!endpoint) return
    setSending(true)
    try {
      const http = client ?? (await import("../../lib/http-client")).httpClient
      await http.post(endpoint, { email })
      input.value = ""
      setOutcome({ tone: "success", text: copy.subscribed })
    } catch {
      setOutcome({ tone: "error", text: copy.failed })
    } finally {
      setSending(false)
    }
  }

  return (
    // Without JavaScript a form submits by itself: by POST, so the address never lands in a URL, and
    // only to a configured endpoint; without one the button waits for the script that handles it.
    <form
      className={styles.form}
      aria-labelledby="newsletter-title"
      method="post"
      action={endpoint}
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id="newsletter-title" className={styles.title}>
        {fillTemplate(copy.title, { product })}
      </h2>
      <p className={styles.text}>{copy.text}</p>
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
          required
          aria-invalid={outcome?.invalid || undefined}
          aria-describedby={outcome?.tone === "error" ? "newsletter-error" : undefined}
        />
        <button
          type="submit"
          className={styles.button}
          disabled={sending || (!endpoint && !hydrated)}
          aria-busy={sending || undefined}
        >
          {copy.submitLabel}
        </button>
      </div>
      {!endpoint && (
        <noscript>
          <p className={styles.text}>{copy.noScript}</p>
        </noscript>
      )}
      {endpoint && (
        <div className={styles.outcome}>
          <Banner tone="success">{outcome?.tone === "success" ? outcome.text : null}</Banner>
          <Banner tone="error" id="newsletter-error">
            {outcome?.tone === "error" ? outcome.text : null}
          </Banner>
        </div>
      )}
    </form>
  )
}
