import * as React from "react"
import * as styles from "./page-hero.module.css"

export interface PageHeroProps {
  badge?: string
  title: string
  children?: React.ReactNode
}

/** The heading band at the top of an inner page. */
export function PageHero({ badge, title, children }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={styles.inner}>
        {badge && <p className={styles.badge}>{badge}</p>}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {children && <div className={styles.lead}>{children}</div>}
      </div>
    </section>
  )
}
