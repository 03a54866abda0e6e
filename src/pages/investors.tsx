import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { ButtonLink } from "../components/ui/button"
import { Opportunity } from "../sections/investors/opportunity"
import { WhyInvest } from "../sections/investors/why-invest"
import { InvestorsCta } from "../sections/investors/investors-cta"
import * as heroStyles from "../components/ui/hero-actions.module.css"
import { required } from "../lib/required"
import { pageSeo } from "../components/seo/share-image"
import { FigureNotesProvider } from "../components/figures/figure-notes"
import { Sources } from "../components/figures/sources"
import { opportunityFigureUses } from "../sections/investors/opportunity"
import { marketFigureUses } from "../sections/investors/market-chart"

export default function InvestorsPage({ data, location }: PageProps<Queries.InvestorsPageQuery>) {
  const copy = required(data.investorsPageJson, "data/investors-page/")
  const figureUses = [...opportunityFigureUses(copy.opportunity), ...marketFigureUses(copy.market)]
  return (
    <SitePage
      pathname={location.pathname}
      seo={pageSeo(copy, "/investors")}
      hero={{
        ...copy.hero,
        children: (
          <div className={heroStyles.actions}>
            <ButtonLink to="/contact">{copy.hero.primaryLabel}</ButtonLink>
            <ButtonLink to="#opportunity" variant="secondary" context={copy.hero.secondaryContext}>
              {copy.hero.secondaryLabel}
            </ButtonLink>
          </div>
        ),
      }}
    >
      <FigureNotesProvider data={data} uses={figureUses}>
        <Opportunity opportunity={copy.opportunity} />
        <WhyInvest whyInvest={copy.whyInvest} market={copy.market} />
        <InvestorsCta cta={copy.cta} />
        <Sources />
      </FigureNotesProvider>
    </SitePage>
  )
}

export const query = graphql`
  query InvestorsPage($locale: String!) {
    ...PageLayout
    ...PageFigures
    investorsPageJson(locale: { eq: $locale }) {
      shareImage {
        ...ShareImage
      }
      shareImageAlt
      seoTitle
      hero {
        badge
        title
        lead
        primaryLabel
        secondaryLabel
        secondaryContext
      }
      ...InvestorsOpportunity
      ...InvestorsWhyInvest
      ...InvestorsCta
    }
  }
`
