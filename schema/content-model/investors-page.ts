import { shareImageFields, type ContentFolder } from "./shared"

/** /investors' copy. */
export const investorsPage: ContentFolder = {
  folder: "investors-page",
  label: "Investors",
  typeDefs: /* GraphQL */ `
  type InvestorsHero {
    badge: String!
    title: String!
    lead: String! @multiline
    primaryLabel: String!
    secondaryLabel: String!
  }

  type InvestorsMetric {
    title: String!
    value: String! @figure
    description: String! @multiline
    icon: String! @shared
  }

  type InvestorsOpportunity {
    eyebrow: String!
    title: String!
    lead: String! @multiline
    cards: [InvestorsMetric!]!
  }

  type MarketBar {
    year: String! @shared
    "trillions of US dollars; bar heights are proportional to it"
    value: Float!
    label: String!
  }

  type InvestorsMarket {
    title: String!
    caption: String! @multiline
    yearHeader: String!
    valueHeader: String!
    bars: [MarketBar!]!
  }

  type InvestorsCta {
    title: String!
    text: String! @multiline
    label: String!
    disclaimer: String! @multiline
  }

  type InvestorsPageJson implements Node @dontInfer {
    "the page's name in the browser tab and search results, before the company's"
    seoTitle: String!
    hero: InvestorsHero!
    opportunity: InvestorsOpportunity!
    whyInvest: IconCardSection!
    market: InvestorsMarket!
    cta: InvestorsCta!
    ${shareImageFields("page")}
  }
`,
}
