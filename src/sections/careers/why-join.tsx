import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { FeatureCards } from "../../components/ui/feature-card"
import * as styles from "./why-join.module.css"

export interface WhyJoinProps {
  why: Queries.IconCardSectionFragment
}

/** The Innovation First and Global Impact cards. */
export function WhyJoin({ why }: WhyJoinProps) {
  return (
    <Section id="why-join" eyebrow={why.eyebrow} title={why.title}>
      <FeatureCards items={why.items} className={styles.grid} />
    </Section>
  )
}

export const query = graphql`
  fragment CareersWhy on CareersPageJson {
    why {
      ...IconCardSection
    }
  }
`
