import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { StatList } from "../../components/ui/stat-list"
import * as styles from "./company-stats.module.css"

export interface CompanyStatsProps {
  intro: Queries.AboutStatsFragment["stats"]
  stats: ReadonlyArray<Queries.AboutCompanyStatFragment>
}

/** Founded 2025, AI-First Approach, Global Impact. */
export function CompanyStats({ intro, stats }: CompanyStatsProps) {
  return (
    <Section id="stats" tone="alt" eyebrow={intro.eyebrow} title={intro.title} reveal>
      <StatList
        stats={stats}
        className={styles.grid}
        statClassName={styles.item}
        classes={{ label: styles.label, value: styles.value, description: styles.description }}
        reveal
      />
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
