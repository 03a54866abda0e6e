import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { ButtonLink } from "../../components/ui/button"
import { subjectFragment } from "../../lib/contact-subject"
import * as styles from "./trust.module.css"

export interface DocumentsProps {
  documents: Queries.TrustDocumentsFragment
}

/** What the company sends on request; asked for through the contact form, its documents subject chosen. */
export function Documents({ documents }: DocumentsProps) {
  return (
    <Section id="documents" title={documents.title} lead={documents.lead} tone="alt">
      <ul className={styles.cards}>
        {documents.items.map((item) => (
          <li key={item.title} className={styles.card}>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
      <p className={styles.after}>
        <ButtonLink to={`/contact${subjectFragment("documents")}`} trailingIcon="arrow-right">
          {documents.requestLabel}
        </ButtonLink>
      </p>
    </Section>
  )
}

export const query = graphql`
  fragment TrustDocuments on TrustDocuments {
    title
    lead
    items {
      title
      description
    }
    requestLabel
  }
`
