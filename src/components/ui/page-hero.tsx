import * as React from "react"
import { graphql } from "gatsby"
import * as styles from "./page-hero.module.css"

export interface PageHeroProps {
  badge?: string
  title: string
  /** The introductory sentence, the first paragraph under the title. */
  lead?: string
  /** What follows the lead: more paragraphs, actions, a notice. */
  children?: React.ReactNode
}

/** The heading band at the top of an inner page. */
export function PageHero({ badge, title, lead, children }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={styles.inner}>
        {badge && <p className={styles.badge}>{badge}</p>}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {(lead || children) && (
          <div className={styles.lead}>
            {lead && <p>{lead}</p>}
            {children}
          </div>
        )}
      </div>
    </section>
  )
}

export const query = graphql`
  fragment PageIntro on PageIntro {
    badge
    title
    lead
  }
`
