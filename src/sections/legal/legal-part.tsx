import * as React from "react"
import { graphql } from "gatsby"
import { Band } from "../../components/ui/band"
import { Link } from "../../components/ui/link"
import { GrievanceOfficer } from "../../components/trust/grievance-officer"
import { PAGE_TITLE_ID } from "../../components/ui/page-hero"
import { legalPartSlug } from "../../lib/routes"
import { localizedPath } from "../../lib/locales"
import { usePageData } from "../../hooks/page-data"
import { RightsRequestForm, RIGHTS_REQUEST_ID } from "./rights-request-form"
import { AnalyticsChoice } from "./analytics-choice"
import { InPageEntries, LegalHero, OFFICER_ID, sectionsOf } from "./legal-page"
import * as styles from "./legal-page.module.css"

export interface LegalPartProps {
  /** The legal page the part belongs to: its hero's fields and the titles of all its parts. */
  page: Queries.LegalPartPageFragment
  part: {
    readonly slug: string
    readonly title: string
    readonly body: Queries.LegalPartBodyFragment
    /** The rights request form and the analytics choice, before the text (the privacy notice's Your rights). */
    readonly requestForm?: Queries.RightsRequestFormFragment | null
  }
  reviewedLine?: string | null
  /** Shown after the part's text, as on the summary, when the page asks for it. */
  grievanceOfficer?: Queries.GrievanceOfficerFragment | null
  art?: readonly string[]
  /**
   * Put before the ids the part writes (its title's, the Grievance Officer's) where one document shows the summary
   * and every part: the CMS preview, which gives the part's body ids of its own the same way.
   */
  idPrefix?: string
}

/**
 * One part of a long legal text, a page of its own (schema/legal-parts.ts): the text's hero with the part's
 * title, a table of contents that leads to the summary and every part (this one's sections under it), the
 * part's text, and links to the part before and after.
 */
export function LegalPart({ page, part, reviewedLine, grievanceOfficer, art, idPrefix = "" }: LegalPartProps) {
  const parts = page.parts
  if (!parts) throw new Error(`data/legal-pages/${page.slug}: no parts, so no part "${part.slug}"`)
  const officer = page.showGrievanceOfficer ? grievanceOfficer : null
  const index = parts.items.findIndex((item) => item.slug === part.slug)
  const pathOf = (slug: string) => `/${legalPartSlug(page.slug, slug)}`
  const summary = { path: `/${page.slug}`, title: parts.summaryTitle }
  const before =
    index > 0 ? { path: pathOf(parts.items[index - 1].slug), title: parts.items[index - 1].title } : summary
  const after = parts.items[index + 1]
  const titleId = idPrefix + PAGE_TITLE_ID
  const officerId = idPrefix + OFFICER_ID
  const { locale, layout } = usePageData()
  const form = part.requestForm
  const formId = idPrefix + RIGHTS_REQUEST_ID
  const choiceId = `${idPrefix}analytics-choice`
  // the form first: the part's text explains the rights, a visitor who came to use one finds it at once
  const sections = [
    ...(form
      ? [
          { id: formId, text: form.title },
          { id: choiceId, text: form.consentTitle },
        ]
      : []),
    ...sectionsOf(part.body),
    ...(officer ? [{ id: officerId, text: officer.title }] : []),
  ]
  return (
    <div className={styles.page}>
      <LegalHero
        page={page}
        badge={page.title}
        title={part.title}
        titleId={titleId}
        reviewedLine={reviewedLine}
        art={art}
      />
      <Band>
        <div className={styles.document}>
          <nav aria-label={page.contentsTitle ?? page.title} className={styles.contents}>
            <p className={styles.summaryLink}>
              <Link to={summary.path}>{summary.title}</Link>
            </p>
            <ol>
              {parts.items.map((item) =>
                item.slug === part.slug ? (
                  <li key={item.slug} className={styles.part}>
                    <a href={`#${titleId}`} aria-current="page">
                      {item.title}
                    </a>
                    <ol className={styles.partSections}>
                      <InPageEntries sections={sections} />
                    </ol>
                  </li>
                ) : (
                  <li key={item.slug} className={styles.part}>
                    <Link to={pathOf(item.slug)}>{item.title}</Link>
                  </li>
                ),
              )}
            </ol>
          </nav>
          {form && (
            <>
              <RightsRequestForm
                copy={form}
                mailTo={officer?.email ?? layout.site.email}
                pagePath={localizedPath(locale, `/${legalPartSlug(page.slug, part.slug)}`)}
                idPrefix={idPrefix}
              />
              <AnalyticsChoice copy={form} id={choiceId} />
            </>
          )}
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: part.body.html }} />
          <ul className={styles.pager}>
            <li>
              <Link to={before.path} rel="prev">
                <span className={styles.pagerLabel}>{parts.previousLabel}</span>{" "}
                <span className={styles.pagerTitle}>{before.title}</span>
              </Link>
            </li>
            {after && (
              <li>
                <Link to={pathOf(after.slug)} rel="next">
                  <span className={styles.pagerLabel}>{parts.nextLabel}</span>{" "}
                  <span className={styles.pagerTitle}>{after.title}</span>
                </Link>
              </li>
            )}
          </ul>
          {officer && <GrievanceOfficer officer={officer} id={officerId} />}
        </div>
      </Band>
    </div>
  )
}

export const query = graphql`
  fragment LegalPartPage on LegalPagesJson {
    ...LegalHero
    slug
    contentsTitle
    showGrievanceOfficer
    parts {
      summaryTitle
      previousLabel
      nextLabel
      items {
        slug
        title
      }
    }
  }

  fragment LegalPartBody on Markdown {
    html
    headings {
      depth
      id
      text
    }
  }
`
