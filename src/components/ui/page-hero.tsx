import * as React from "react"
import { graphql } from "gatsby"
import { IconChip } from "./icon-chip"
import { classNames } from "../../lib/class-names"
import * as styles from "./page-hero.module.css"

/** The id of a page's h1: its hero is named by it (aria-labelledby), and in-page links lead to it. */
export const PAGE_TITLE_ID = "page-title"

export interface PageHeroProps {
  badge?: string
  title: string
  /** The h1's id; another only where one document shows several pages (the CMS preview). */
  titleId?: string
  /** The introductory sentence, the first paragraph under the title. */
  lead?: string
  /** What follows the lead: more paragraphs, actions, a notice. */
  children?: React.ReactNode
  /**
   * Icons (src/lib/icon-names.ts) of what the page is about, drawn large beside the text from 1024 px so
   * the band's right half is not empty; decoration, hidden from assistive technology. The first leads.
   */
  art?: readonly string[]
}

/** The heading band at the top of an inner page. */
export function PageHero({ badge, title, titleId = PAGE_TITLE_ID, lead, children, art }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <div className={classNames(styles.inner, art?.length ? styles.withArt : undefined)}>
        <div>
          {badge && <p className={styles.badge}>{badge}</p>}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {(lead || children) && (
            <div className={styles.lead}>
              {lead && <p>{lead}</p>}
              {children}
            </div>
          )}
        </div>
        {art?.length ? (
          <div className={styles.art} aria-hidden="true">
            {art.slice(0, 3).map((name) => (
              <IconChip key={name} name={name} size={name === art[0] ? 56 : 30} className={styles.artChip} />
            ))}
          </div>
        ) : null}
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
