import * as React from "react"
import * as styles from "./section.module.css"

export type SectionTone = "plain" | "alt" | "tint"

export interface SectionProps {
  /** The section's anchor id; its h2 gets `${id}-title`. */
  id: string
  title: string
  eyebrow?: string
  intro?: string
  /** The background band: plain white, soft neutral, or soft brand tint. */
  tone?: SectionTone
  children: React.ReactNode
}

/** A page section: a full-width band, content at the site width, an h2 that labels the section. */
export function Section({ id, title, eyebrow, intro, tone = "plain", children }: SectionProps) {
  const titleId = `${id}-title`
  return (
    <section id={id} aria-labelledby={titleId} className={`${styles.section} ${styles[tone]}`}>
      <div className={styles.inner}>
        <header className={styles.heading}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  )
}
