import * as React from "react"
import { classNames } from "../../lib/class-names"
import * as styles from "./band.module.css"

/** plain white, a soft neutral band, a soft brand tint, or the deep brand band for calls to action */
export type BandTone = "plain" | "alt" | "tint" | "brand"

export interface BandProps extends React.HTMLAttributes<HTMLElement> {
  tone?: BandTone
  /** a shorter rhythm on phones, for a long page of many bands (Home) */
  compact?: boolean
  children: React.ReactNode
}

/**
 * A full-width band with the content held to the site's content width. `data-band`: off screen, it
 * waits to be laid out while the page starts (band.module.css, src/lib/band-rendering.ts).
 */
export function Band({ tone = "plain", compact = false, className, children, ...rest }: BandProps) {
  return (
    <section
      className={classNames(styles.section, styles[tone], compact ? styles.compact : undefined, className)}
      data-band=""
      {...rest}
    >
      <div className={styles.inner}>{children}</div>
    </section>
  )
}
