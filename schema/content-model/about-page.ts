import { shareImageFields, type ContentFolder } from "./shared"

/** /about's copy, and the lists only it shows (highlights, core values, company figures). */
export const aboutPage: ContentFolder = {
  folder: "about-page",
  label: "About",
  typeDefs: /* GraphQL */ `
  type CoreValuesJson implements Node @dontInfer {
    title: String!
    description: String! @multiline
    icon: String! @shared
  }

  type HighlightsJson implements Node @dontInfer {
    title: String!
    description: String! @multiline
    icon: String! @shared
  }

  type CompanyStatsJson implements Node @dontInfer {
    label: String!
    value: String! @figure
    description: String! @multiline
  }

  type AboutProgressItem {
    label: String!
    "percent complete, 0-100"
    value: Int!
  }

  type AboutProgress {
    title: String!
    caption: String! @multiline
    items: [AboutProgressItem!]!
  }

  type AboutStory {
    eyebrow: String!
    title: String!
    "Markdown: paragraphs separated by a blank line, *emphasis*, [links](/contact)"
    text: String! @markdown
    highlights: [HighlightsJson!]! @records
    progress: AboutProgress!
  }

  type AboutStatement {
    title: String!
    text: String! @multiline
    icon: String! @shared
  }

  type AboutPurpose {
    eyebrow: String!
    title: String!
    vision: AboutStatement!
    mission: AboutStatement!
  }

  type AboutValuesCopy {
    eyebrow: String!
    title: String!
    lead: String @multiline
    items: [CoreValuesJson!]! @records
  }

  type AboutStatsCopy {
    eyebrow: String!
    title: String!
    lead: String @multiline
    items: [CompanyStatsJson!]! @records
  }

  type AboutCta {
    title: String!
    text: String! @multiline
    contactLabel: String!
    joinLabel: String!
  }

  type AboutPageJson implements Node @dontInfer {
    "the page's name in the browser tab and search results, before the company's"
    seoTitle: String!
    hero: PageIntro!
    story: AboutStory!
    purpose: AboutPurpose!
    values: AboutValuesCopy!
    stats: AboutStatsCopy!
    cta: AboutCta!
    ${shareImageFields("page")}
  }
`,
}
