import * as React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../../components/ui/page-hero"
import { Band } from "../../components/ui/band"
import { ContactPrompt } from "../../components/ui/contact-prompt"
import { GrievanceOfficer } from "../../components/trust/grievance-officer"
import { ReviewedBy } from "../../components/trust/reviewed-by"
import * as styles from "./legal-page.module.css"

export interface LegalPageProps {
  page: Queries.LegalPageFragment
  /** The language's review line (data/interface/): Reviewed by {name}, {role}, on {date}. */
  reviewedLine?: string | null
  /** Shown after the text, with its own entry in the table of contents, when the page asks for it. */
  grievanceOfficer?: Queries.GrievanceOfficerFragment | null
  /** the hero's icons (src/lib/page-art.ts) */
  art?: readonly string[]
}

const OFFICER_ID = "grievance-officer"

/**
 * A legal or trust page: its heading and introductory sentence, the date it took effect, who reviewed it
 * and when, where to ask
 * about it, and its text (Markdown rendered at build time) with a table of contents of its h2s.
 */
export function LegalPage({ page, reviewedLine, grievanceOfficer, art }: LegalPageProps) {
  const officer = page.showGrievanceOfficer ? grievanceOfficer : null
  const sections = [
    ...(page.body?.headings.filter((heading) => heading.depth === 2) ?? []),
    ...(officer ? [{ id: OFFICER_ID, text: officer.title }] : []),
  ]
  return (
    <div className={styles.page}>
      <PageHero badge={page.badge} title={page.title} art={art}>
        <p>{page.lead}</p>
        {page.updated && page.updatedLabel && (
          <p className={styles.updated}>
            {page.updatedLabel}: <time dateTime={page.updated}>{page.updatedText}</time>
          </p>
        )}
        {reviewedLine && <ReviewedBy line={reviewedLine} review={page} className={styles.updated} />}
        <ContactPrompt prompt={page.contactPrompt} label={page.contactLabel} icon="mail" className={styles.contact} />
      </PageHero>
      {(page.body || officer) && (
        <Band>
          <div className={styles.document}>
            {sections.length > 0 && (
              <nav aria-label={page.contentsTitle ?? page.title} className={styles.contents}>
                <ol>
                  {sections.map((heading) => (
                    <li key={heading.id}>
                      <a href={`#${heading.id}`}>{heading.text}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            {page.body && <div className={styles.body} dangerouslySetInnerHTML={{ __html: page.body.html }} />}
            {officer && <GrievanceOfficer officer={officer} id={OFFICER_ID} />}
          </div>
        </Band>
      )}
    </div>
  )
}

export const query = graphql`
  fragment LegalPage on LegalPagesJson {
    badge
    title
    lead
    contactPrompt
    contactLabel
    contentsTitle
    updated
    updatedText: updated(calendar: "MMMM d, y")
    updatedLabel
    showGrievanceOfficer
    reviewer
    reviewerRole
    reviewedOn
    reviewedOnText: reviewedOn(calendar: "MMMM d, y")
    body {
      html
      headings {
        depth
        id
        text
      }
    }
  }
`
