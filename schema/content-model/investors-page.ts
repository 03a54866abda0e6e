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
    """
    Words read after secondaryLabel by screen readers, not shown: "Learn More" + "about the market opportunity",
    so that the link says where it goes in a list of links
    """
    secondaryContext: String!
  }

  type InvestorsMetric {
    title: String!
    "the figure shown, by its key in Figures and sources, which holds its value, what it measures and its basis"
    figure: FigureJson! @link(by: "jsonId")
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
    "the projection the bars show, by its key in Figures and sources, which holds its basis"
    figure: FigureJson! @link(by: "jsonId")
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
