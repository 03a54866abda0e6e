import * as React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../../components/ui/page-hero"
import { Band } from "../../components/ui/band"
import { ButtonLink } from "../../components/ui/button"
import { Icon } from "../../components/ui/icon"
import * as styles from "./legal-page.module.css"

export interface LegalPageProps {
  page: Queries.LegalPageFragment
}

/**
 * A legal page: its heading and introductory sentence, where to ask about it, and its text (Markdown
 * rendered at build time) with a table of contents of its h2s.
 */
export function LegalPage({ page }: LegalPageProps) {
  const sections = page.body?.headings.filter((heading) => heading.depth === 2) ?? []
  return (
    <div className={styles.page}>
      <PageHero badge={page.badge} title={page.title}>
        <p>{page.lead}</p>
        <div className={styles.contact}>
          <Icon name="mail" size={22} />
          <p>{page.contactPrompt}</p>
          <ButtonLink to="/contact" variant="secondary">
            {page.contactLabel}
          </ButtonLink>
        </div>
      </PageHero>
      {page.body && (
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
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: page.body.html }} />
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
