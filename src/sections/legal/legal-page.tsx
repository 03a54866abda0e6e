import * as React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../../components/ui/page-hero"
import { Band } from "../../components/ui/band"
import { ContactPrompt } from "../../components/ui/contact-prompt"
import { GrievanceOfficer } from "../../components/trust/grievance-officer"
import { ReviewedBy } from "../../components/trust/reviewed-by"
import { Link } from "../../components/ui/link"
import { legalPartSlug } from "../../lib/routes"
import { MarkdownFiguresProvider, useMarkFigures, type FigureWords } from "../../components/figures/figure-notes"
import { Sources } from "../../components/figures/sources"
import * as styles from "./legal-page.module.css"

export interface LegalPageProps {
  page: Queries.LegalPageFragment
  /** The language's review line (data/interface/): Reviewed by {name}, {role}, on {date}. */
  reviewedLine?: string | null
  /** Shown after the text, with its own entry in the table of contents, when the page asks for it. */
  grievanceOfficer?: Queries.GrievanceOfficerFragment | null
  /** the hero's icons (src/lib/page-art.ts) */
  art?: readonly string[]
  /** The words of the list of sources, for the figures the text names (`...PageFigureWords`). */
  figureWords: FigureWords | null | undefined
}

export const OFFICER_ID = "grievance-officer"

/** The fields of a legal page its hero shows, on its own page and on each of its parts' (LegalHero below). */
type HeroFields = Queries.LegalHeroFragment

/**
 * A legal page's heading band: its badge and title (a part's: the page's title, then the part's), the lead, the
 * date the text took effect, who reviewed it and where to ask about it.
 */
export function LegalHero({
  page,
  badge = page.badge,
  title = page.title,
  titleId,
  reviewedLine,
  art,
}: {
  page: HeroFields
  badge?: string
  title?: string
  titleId?: string
  reviewedLine?: string | null
  art?: readonly string[]
}) {
  return (
    <PageHero badge={badge} title={title} titleId={titleId} art={art}>
      <p>{page.lead}</p>
      {page.updated && page.updatedLabel && (
        <p className={styles.updated}>
          {page.updatedLabel}: <time dateTime={page.updated}>{page.updatedText}</time>
        </p>
      )}
      {reviewedLine && <ReviewedBy line={reviewedLine} review={page} className={styles.updated} />}
      <ContactPrompt prompt={page.contactPrompt} label={page.contactLabel} icon="mail" className={styles.contact} />
    </PageHero>
  )
}

type Heading = { readonly id: string; readonly text: string }

/** A text's sections: its h2s (a page's `body`, or a part's). */
export const sectionsOf = (
  body: { readonly headings: ReadonlyArray<Heading & { readonly depth: number }> } | null | undefined,
) => body?.headings.filter((heading) => heading.depth === 2) ?? []

/** Entries of a table of contents that lead to sections of the page it is on. */
export function InPageEntries({ sections }: { sections: readonly Heading[] }) {
  return sections.map((heading) => (
    <li key={heading.id}>
      <a href={`#${heading.id}`}>{heading.text}</a>
    </li>
  ))
}

/**
 * A part's sections as links to them on its page, set as one short paragraph of links under the part's own.
 * Each entry keeps its section's id, so an address from before the text was in parts (`/privacy#your-rights`)
 * still lands on the way to it.
 */
function PartSections({ sections, to }: { sections: readonly Heading[]; to: (id: string) => string }) {
  if (sections.length === 0) return null
  return (
    <ol className={styles.partSections}>
      {sections.map((heading) => (
        <li key={heading.id} id={heading.id}>
          <Link to={to(heading.id)}>{heading.text}</Link>
        </li>
      ))}
    </ol>
  )
}

/**
 * A legal or trust page: its heading and introductory sentence, the date it took effect, who reviewed it
 * and when, where to ask about it, and its text (Markdown rendered at build time) with a table of contents
 * of its h2s. A long text in parts (schema/legal-parts.ts) shows its summary here, and its contents list
 * each part's page with the part's sections.
 */
export function LegalPage({ figureWords, ...props }: LegalPageProps) {
  return (
    <MarkdownFiguresProvider words={figureWords} texts={[{ at: "body", text: props.page.body }]}>
      <LegalDocument {...props} />
    </MarkdownFiguresProvider>
  )
}

function LegalDocument({ page, reviewedLine, grievanceOfficer, art }: Omit<LegalPageProps, "figureWords">) {
  const markFigures = useMarkFigures()
  const officer = page.showGrievanceOfficer ? grievanceOfficer : null
  const sections = sectionsOf(page.body)
  const parts = page.parts?.items ?? []
  const officerEntry = officer ? [{ id: OFFICER_ID, text: officer.title }] : []
  return (
    <div className={styles.page}>
      <LegalHero page={page} reviewedLine={reviewedLine} art={art} />
      {(page.body || officer) && (
        <Band>
          <div className={styles.document}>
            {sections.length + parts.length + officerEntry.length > 0 && (
              <nav aria-label={page.contentsTitle ?? page.title} className={styles.contents}>
                <ol>
                  <InPageEntries sections={sections} />
                  {parts.map((part) => {
                    const path = `/${legalPartSlug(page.slug, part.slug)}`
                    return (
                      <li key={part.slug} className={styles.part}>
                        <Link to={path}>{part.title}</Link>
                        <PartSections sections={sectionsOf(part.body)} to={(id) => `${path}#${id}`} />
                      </li>
                    )
                  })}
                  <InPageEntries sections={officerEntry} />
                </ol>
              </nav>
            )}
            {page.body && (
              <div className={styles.body} dangerouslySetInnerHTML={{ __html: markFigures(page.body.html, "body") }} />
            )}
            {officer && <GrievanceOfficer officer={officer} id={OFFICER_ID} />}
          </div>
        </Band>
      )}
      <Sources />
    </div>
  )
}

export const query = graphql`
  fragment LegalHero on LegalPagesJson {
    badge
    title
    lead
    contactPrompt
    contactLabel
    updated
    updatedText: updated(calendar: "MMMM d, y")
    updatedLabel
    reviewer
    reviewerRole
    reviewedOn
    reviewedOnText: reviewedOn(calendar: "MMMM d, y")
  }

  fragment LegalPage on LegalPagesJson {
    ...LegalHero
    slug
    contentsTitle
    showGrievanceOfficer
    body {
      html
      figures {
        ...FigureRecord
      }
      headings {
        depth
        id
        text
      }
    }
    parts {
      items {
        slug
        title
        body {
          headings {
            depth
            id
            text
          }
        }
      }
    }
  }
`
