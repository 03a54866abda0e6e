import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import * as styles from "./trust.module.css"

export interface CertificationsProps {
  copy: Queries.TrustCertificationsFragment
  items: ReadonlyArray<Queries.TrustCertificationFragment>
}

/**
 * Certifications and audits, each with issuer, scope, date and certificate; none is ever written in here. With no
 * record the section says what the company publishes instead, and nothing else.
 */
export function Certifications({ copy, items }: CertificationsProps) {
  const { labels } = copy
  return (
    <Section id="certifications" title={copy.title} lead={items.length > 0 ? copy.lead : null} tone="alt">
      {items.length === 0 ? (
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: copy.none.html }} />
      ) : (
        <ul className={styles.cards}>
          {items.map((item) => (
            <li key={item.name} className={styles.card}>
              <h3>{item.name}</h3>
              <dl className={styles.details}>
                <dt>{labels.issuer}</dt>
                <dd>{item.issuer}</dd>
                <dt>{labels.scope}</dt>
                <dd>{item.scope}</dd>
                <dt>{labels.date}</dt>
                <dd>
                  <time dateTime={item.date}>{item.dateText}</time>
                </dd>
                {item.certificateUrl && (
                  <>
                    <dt>{labels.certificate}</dt>
                    <dd>
                      <a href={item.certificateUrl}>{item.certificateUrl.replace(/^https:\/\//, "")}</a>
                    </dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

export const query = graphql`
  fragment TrustCertifications on TrustCertifications {
    title
    lead
    none {
      html
    }
    labels {
      issuer
      scope
      date
      certificate
    }
  }

  fragment TrustCertification on TrustCertificationsJson {
    name
    issuer
    scope
    date
    dateText: date(calendar: "MMMM d, y")
    certificateUrl
  }
`
