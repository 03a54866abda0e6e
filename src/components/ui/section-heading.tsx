import * as React from "react"
import { classNames } from "../../lib/class-names"
import * as styles from "./section-heading.module.css"

export interface SectionHeadingProps {
  /** id of the h2, for the section's aria-labelledby. */
  id: string
  eyebrow?: string | null
  title: string
  lead?: React.ReactNode
  align?: "start" | "center"
  /** on phones, a smaller title and less room under it (Home's long run of sections) */
  compact?: boolean
}

/** A section's small label, h2 and optional lead paragraph. */
export function SectionHeading({ id, eyebrow, title, lead, align = "center", compact }: SectionHeadingProps) {
  return (
    <div
      className={classNames(
        styles.heading,
        align === "center" ? styles.center : undefined,
        compact ? styles.compact : undefined,
      )}
    >
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  )
}
