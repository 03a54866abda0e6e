import * as React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../../components/ui/page-hero"
import { ButtonLink } from "../../components/ui/button"
import { Icon } from "../../components/ui/icon"
import * as styles from "./legal-page.module.css"

export interface LegalPageProps {
  page: Queries.LegalPageFragment
}

/** A legal page: its heading and introductory sentence, and where to ask about it. */
export function LegalPage({ page }: LegalPageProps) {
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
  }
`
