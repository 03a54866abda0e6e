import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { Icon } from "../../components/ui/icon"
import { FactList } from "../../components/ui/fact-list"
import * as styles from "./trust.module.css"

export interface GlanceProps {
  glance: Queries.TrustGlanceFragment
}

/** The short answers a security lead looks for first: where data lives, backups, availability, support, status. */
export function Glance({ glance }: GlanceProps) {
  return (
    <Section id="glance" title={glance.title} lead={glance.lead}>
      <FactList items={glance.items} />
      {glance.statusUrl && (
        <p className={styles.after}>
          <a href={glance.statusUrl} className={styles.textLink}>
            <Icon name="activity" size={18} />
            {glance.statusLabel}
          </a>
        </p>
      )}
    </Section>
  )
}

export const query = graphql`
  fragment TrustGlance on TrustGlance {
    title
    lead
    items {
      label
      value
    }
    statusUrl
    statusLabel
  }
`
