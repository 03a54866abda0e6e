import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { CardTop } from "../../components/ui/card-top"
import * as styles from "./features.module.css"
import { SwipeList } from "../../components/ui/swipe-list"
import { FigureText } from "../../components/figures/figure-notes"
import { textFigureUses, type FigureUse } from "../../lib/figures"

export interface FeaturesProps {
  copy: Queries.SectionIntroFragment
  features: readonly Queries.HomeFeatureFragment[]
}

/** Where the highlights' figures stand (`95% Accuracy`), for the page's list of sources. */
export const featuresFigureUses = (features: FeaturesProps["features"]): FigureUse[] =>
  features.flatMap((feature) => textFigureUses(`feature-${feature.jsonId}`, feature.highlight))

export function Features({ copy, features }: FeaturesProps) {
  return (
    <Section compact id="features" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <SwipeList labelledBy="features-title" className={styles.grid}>
        {features.map((feature) => (
          <li key={feature.jsonId} className={styles.card}>
            <CardTop icon={feature.icon} align="start" className={styles.top} iconClassName={styles.icon}>
              <span className={styles.highlight}>
                <FigureText text={feature.highlight} at={`feature-${feature.jsonId}`} />
              </span>
            </CardTop>
            <h3 className={styles.title}>{feature.title}</h3>
            <p className={styles.description}>{feature.description}</p>
          </li>
        ))}
      </SwipeList>
    </Section>
  )
}

export const query = graphql`
  fragment HomeFeaturesCopy on HomeFeaturesCopy {
    eyebrow
    title
    lead
  }
  fragment HomeFeature on FeaturesJson {
    jsonId
    title
    description
    icon
    highlight
  }
`
