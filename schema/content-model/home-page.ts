import { shareImageFields, sectionIntroFields, type ContentFolder } from "./shared"

/** A figure and its label, as the hero, the problem and impact cards and the quick stats show it. */
const figureStatFields = `
    "the figure shown, by its key in Figures and sources, which holds its value, what it measures and its basis"
    figure: FigureJson! @link(by: "jsonId")
    label: String!
    "a few words under the label where one word could mean two things (24/7: the app's AI, or people?)"
    note: String`

/**
 * Home's copy in each language, and the lists only Home shows: problems, features, benefits, the story's milestones
 * and pillars, the FAQ, quick stats, impact items.
 */
export const homePage: ContentFolder = {
  folder: "home-page",
  label: "Home",
  typeDefs: /* GraphQL */ `
  type StatPair {
    ${figureStatFields}
  }

  type FaqsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    "Markdown: paragraphs separated by a blank line, *emphasis*, lists, [links](/contact); {figure:accuracy} shows a figure of Figures and sources with its mark and source (never write 95%)"
    body: String! @markdown @figures
  }

  type QuickStatsJson implements Node @dontInfer {
    jsonId: Int!
    ${figureStatFields}
  }

  type ImpactItemsJson implements Node @dontInfer {
    jsonId: Int!
    category: String!
    title: String!
    description: String! @multiline
    stats: [StatPair!]!
    impact: String!
    "the badge's colour, the same in every language: critical, high or medium"
    impactLevel: String! @shared
  }

  type ProblemsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String! @multiline
    category: String!
    impact: String!
    "the badge's colour, the same in every language: critical, high or medium"
    impactLevel: String! @shared
    icon: String! @shared
    stats: [StatPair!]!
  }

  type MilestonesJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String! @multiline
    year: String! @shared
    category: String!
    icon: String! @shared
  }

  type StatsJson implements Node @dontInfer {
    jsonId: Int!
    ${figureStatFields}
  }

  type VisionPillarsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String! @multiline
    icon: String! @shared
  }

  type FeaturesJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String! @multiline
    icon: String! @shared
    "{figure:accuracy} shows a figure of Figures and sources with its mark and source (never write 95%)"
    highlight: String! @figures
  }

  type BenefitsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String! @multiline
    icon: String! @shared
  }

  type HomeLink {
    label: String!
    path: String! @shared
    """
    Words read after the label by screen readers and search engines, not shown: "Learn More" + "about us".
    """
    context: String
  }

  type HomeFloatingCard {
    title: String!
    text: String! @multiline
    icon: String! @shared
  }

  "A way into one app from Home's first screen: who it is for, the app, one line on it, and where to go next."
  type HomeAppPath {
    audience: String!
    product: ProductsJson! @link(by: "slug")
    text: String!
    link: HomeLink!
  }

  type HomeHero {
    badge: String!
    title: String!
    subtitle: String! @multiline
    "the figures under the subtitle: 10M+ Lives Impacted, …"
    stats: [StatsJson!]! @records
    primaryCta: HomeLink!
    secondaryCta: HomeLink!
    discoverLabel: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    floatingCards: [HomeFloatingCard!]!
    "both apps, under the hero's figures: patients to recoverlife, hospitals and providers to connectlife"
    apps: [HomeAppPath!]!
  }

  type HomeProblemsCopy {
    eyebrow: String!
    title: String!
    lead: String! @multiline
    "the problem cards, in the order the page shows them"
    items: [ProblemsJson!]! @records
    cta: HomeLink!
  }

  type HomeSolutionsCopy {
    eyebrow: String!
    title: String!
    lead: String! @multiline
    """
    {product} is replaced by the product name.
    """
    linkLabel: String!
  }

  type HomeWhyChooseCopy {
    eyebrow: String!
    title: String!
    "{figure:accuracy} shows a figure of Figures and sources with its mark and source (never write 95%)"
    lead: String! @multiline @figures
    "the benefits, in the order the page shows them"
    items: [BenefitsJson!]! @records
    bubbles: [StatPair!]!
  }

  type HomeStoryCopy {
    eyebrow: String!
    title: String!
    lead: String! @multiline
    timelineTitle: String!
    "the timeline, in the order the page shows it"
    milestones: [MilestonesJson!]! @records
    visionTitle: String!
    visionText: String! @multiline
    pillars: [VisionPillarsJson!]! @records
  }

  type HomeContactCard {
    title: String!
    "{figure:accuracy} shows a figure of Figures and sources with its mark and source (never write 95%)"
    text: String! @multiline @figures
  }

  type HomeContactCopy {
    eyebrow: String!
    title: String!
    "{figure:accuracy} shows a figure of Figures and sources with its mark and source (never write 95%)"
    lead: String! @multiline @figures
    callLabel: String!
    emailLabel: String!
    "the figures beside the buttons: < 2h Response time, …"
    quickStats: [QuickStatsJson!]! @records
    emailCard: HomeContactCard!
    phoneCard: HomeContactCard!
    officeCard: HomeContactCard!
  }

  type HomeFeaturesCopy {
    ${sectionIntroFields}
    "the feature cards, in the order the page shows them"
    items: [FeaturesJson!]! @records
  }

  type HomeFaqCopy {
    ${sectionIntroFields}
    "the questions, in the order Home and Help & Support show them (one list for both pages)"
    items: [FaqsJson!]! @records
  }

  type HomeImpactCopy {
    ${sectionIntroFields}
    items: [ImpactItemsJson!]! @records
  }

  type HomePageJson implements Node @dontInfer {
    """
    The badge on problem and impact cards; {impact} is replaced by the level (High, Critical, ...).
    """
    impactBadge: String!
    hero: HomeHero!
    problems: HomeProblemsCopy!
    "the two product cards are the product pages' own: edit them in Solutions → Products"
    solutions: HomeSolutionsCopy!
    features: HomeFeaturesCopy!
    whyChoose: HomeWhyChooseCopy!
    story: HomeStoryCopy!
    faq: HomeFaqCopy!
    contact: HomeContactCopy!
    impact: HomeImpactCopy!
    ${shareImageFields("page")}
  }
`,
}
