import * as React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../../components/ui/page-hero"
import * as styles from "./legal-page.module.css"

export interface LegalPageProps {
  page: Queries.LegalPageFragment
}

/** A legal page: its heading and introductory sentence. */
export function LegalPage({ page }: LegalPageProps) {
  return (
    <div className={styles.page}>
      <PageHero badge={page.badge} title={page.title}>
        <p>{page.intro}</p>
      </PageHero>
    </div>
  )
}

export const query = graphql`
  fragment LegalPage on LegalPagesJson {
    badge
    title
    intro
  }
`
