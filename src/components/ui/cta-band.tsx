import * as React from "react"
import * as styles from "./cta-band.module.css"

export interface CtaBandProps {
  /** id of the h2, for aria-labelledby */
  id: string
  title: string
  text?: string | null
  /** the buttons */
  children: React.ReactNode
  /** small print under the buttons */
  note?: string | null
}

/** The closing call to action of a page: a deep brand band with a heading, a line of text and buttons. */
export function CtaBand({ id, title, text, children, note }: CtaBandProps) {
  return (
    <section className={styles.band} aria-labelledby={id}>
      <div className={styles.inner}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {text && <p className={styles.text}>{text}</p>}
        <div className={styles.actions}>{children}</div>
        {note && <p className={styles.note}>{note}</p>}
      </div>
    </section>
  )
}
