import * as React from "react"
import { Banner } from "../ui/banner"
import type { HttpClient } from "../../lib/http-client"
import { isValidEmail } from "../../lib/email"
import * as styles from "./newsletter-form.module.css"

export interface NewsletterFormProps {
  product: string
  /**
   * Where a valid address is POSTed as JSON. Without one the form behaves exactly as the spec says:
   * the outcome goes to the browser console only, and nothing is shown, stored or sent.
   */
  endpoint?: string
  /** The site's HTTP client by default, loaded with the first subscription: no page needs it before. */
  client?: HttpClient
}

/** The spec gives only the invalid-address text; the other two appear only with an endpoint. */
export const NEWSLETTER_MESSAGES = {
  invalid: "Please enter a valid email address",
  subscribed: "Thank you for subscribing! Watch your inbox for our next update.",
  failed: "We couldn't subscribe you just now. Please try again in a moment.",
} as const

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
      console.warn(`Newsletter: ${NEWSLETTER_MESSAGES.invalid}`)
      if (endpoint) {
        setOutcome({ tone: "error", text: NEWSLETTER_MESSAGES.invalid, invalid: true })
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
      setOutcome({ tone: "success", text: NEWSLETTER_MESSAGES.subscribed })
    } catch {
      setOutcome({ tone: "error", text: NEWSLETTER_MESSAGES.failed })
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
        Stay Updated with {product}
      </h2>
      <p className={styles.text}>Get the latest insights on AI-powered healthcare innovations and industry trends.</p>
      <div className={styles.row}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          className={styles.input}
          placeholder="Enter your email"
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
          Subscribe
        </button>
      </div>
      {!endpoint && (
        <noscript>
          <p className={styles.text}>Subscribing needs JavaScript, which is turned off in this browser.</p>
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
