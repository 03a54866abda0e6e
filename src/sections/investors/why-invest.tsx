import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { FeatureCards } from "../../components/ui/feature-card"
import { MarketChart } from "./market-chart"
import * as styles from "./why-invest.module.css"

export interface WhyInvestProps {
  whyInvest: Queries.IconCardSectionFragment
  market: Queries.InvestorsWhyInvestFragment["market"]
}

/** 'Why Invest' beside the market projection chart. */
export function WhyInvest({ whyInvest, market }: WhyInvestProps) {
  return (
    <Section id="why-invest" tone="alt" eyebrow={whyInvest.eyebrow} title={whyInvest.title}>
      <div className={styles.grid}>
        <FeatureCards items={whyInvest.items} className={styles.list} cardClassName={styles.card} />
        <MarketChart market={market} />
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment InvestorsWhyInvest on InvestorsPageJson {
    whyInvest {
      ...IconCardSection
    }
    market {
      ...InvestorsMarket
    }
  }
`
