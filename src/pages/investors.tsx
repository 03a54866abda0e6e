import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { PageHero } from "../components/ui/page-hero"
import { ButtonLink } from "../components/ui/button"
import { Opportunity } from "../sections/investors/opportunity"
import { WhyInvest } from "../sections/investors/why-invest"
import { InvestorsCta } from "../sections/investors/investors-cta"
import * as heroStyles from "../components/ui/hero-actions.module.css"

export default function InvestorsPage({ data, location }: PageProps<Queries.InvestorsPageQuery>) {
  const copy = data.investorsPageJson
  if (!copy) throw new Error("data/investors-page/ is missing")
  return (
    <Layout pathname={location.pathname}>
      <Seo title={copy.seoTitle} description={copy.hero.lead} pathname="/investors" />
      <PageHero badge={copy.hero.badge} title={copy.hero.title}>
        <p>{copy.hero.lead}</p>
        <div className={heroStyles.actions}>
          <ButtonLink to="/contact">{copy.hero.primaryLabel}</ButtonLink>
          <ButtonLink to="#opportunity" variant="secondary">
            {copy.hero.secondaryLabel}
          </ButtonLink>
        </div>
      </PageHero>
      <Opportunity opportunity={copy.opportunity} />
      <WhyInvest whyInvest={copy.whyInvest} market={copy.market} />
      <InvestorsCta cta={copy.cta} />
    </Layout>
  )
}

export const query = graphql`
  query InvestorsPage($locale: String!) {
    layout: layoutData(locale: $locale) {
      ...LayoutData
    }
    investorsPageJson(locale: { eq: $locale }) {
      seoTitle
      hero {
        badge
        title
        lead
        primaryLabel
        secondaryLabel
      }
      ...InvestorsOpportunity
      ...InvestorsWhyInvest
      ...InvestorsCta
    }
  }
`
