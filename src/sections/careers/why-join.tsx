import * as React from "react"
import { graphql } from "gatsby"
import { Band } from "../../components/ui/band"
import { SectionHeading } from "../../components/ui/section-heading"
import { FeatureCards } from "../../components/ui/feature-card"
import * as styles from "./why-join.module.css"

export interface WhyJoinProps {
  why: Queries.IconCardSectionFragment
}

/** The Innovation First and Global Impact cards. */
export function WhyJoin({ why }: WhyJoinProps) {
  return (
    <Band aria-labelledby="why-join-title">
      <SectionHeading id="why-join-title" eyebrow={why.eyebrow} title={why.title} />
      <FeatureCards items={why.items} className={styles.grid} />
    </Band>
  )
}

export const query = graphql`
  fragment CareersWhy on CareersPageJson {
    why {
      ...IconCardSection
    }
  }
`
