import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import * as styles from "./company-stats.module.css"

export interface CompanyStatsProps {
  intro: Queries.AboutStatsFragment["stats"]
  stats: ReadonlyArray<Queries.AboutCompanyStatFragment>
}

/** Founded 2025, AI-First Approach, Global Impact. */
export function CompanyStats({ intro, stats }: CompanyStatsProps) {
  return (
    <Section id="stats" tone="alt" eyebrow={intro.eyebrow} title={intro.title} reveal>
      <dl className={styles.grid}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.item} data-reveal="">
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{stat.value}</dd>
            <dd className={styles.description}>{stat.description}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

export const query = graphql`
  fragment AboutStats on AboutPageJson {
    stats {
      eyebrow
      title
    }
  }
  fragment AboutCompanyStat on CompanyStatsJson {
    label
    value
    description
  }
`
