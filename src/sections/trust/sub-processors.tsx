import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import * as styles from "./trust.module.css"

export interface SubProcessorsProps {
  copy: Queries.TrustSubProcessorsFragment
  items: ReadonlyArray<Queries.TrustSubProcessorFragment>
}

/** The companies that process personal data for the company: the website's held to the code by a test. */
export function SubProcessors({ copy, items }: SubProcessorsProps) {
  const { headers } = copy
  const usedBy = (value: string) => (value === "apps" ? copy.usedBy.apps : copy.usedBy.site)
  return (
    <Section id="sub-processors" title={copy.title} lead={copy.lead}>
      <ul className={styles.cards}>
        {items.map((item) => (
          <li key={item.key} className={styles.card}>
            <h3>{item.vendor}</h3>
            <dl className={styles.details}>
              <dt>{headers.purpose}</dt>
              <dd>{item.purpose}</dd>
              <dt>{headers.data}</dt>
              <dd>{item.data}</dd>
              <dt>{headers.location}</dt>
              <dd>{item.location}</dd>
              <dt>{headers.usedBy}</dt>
              <dd>{usedBy(item.usedBy)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className={styles.after}>{copy.appsNote}</p>
    </Section>
  )
}

export const query = graphql`
  fragment TrustSubProcessors on TrustSubProcessors {
    title
    lead
    headers {
      vendor
      purpose
      data
      location
      usedBy
    }
    usedBy {
      site
      apps
    }
    appsNote
  }

  fragment TrustSubProcessor on SubProcessorsJson {
    key
    vendor
    purpose
    data
    location
    usedBy
  }
`
