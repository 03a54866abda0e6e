import * as React from "react"
import * as styles from "./newsletter-form.module.css"

export interface NewsletterFormProps {
  product: string
}

export function NewsletterForm({ product }: NewsletterFormProps) {
  return (
    <form className={styles.form} aria-labelledby="newsletter-title" onSubmit={(event) => event.preventDefault()}>
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
        />
        <button type="submit" className={styles.button}>
          Subscribe
        </button>
      </div>
    </form>
  )
}
