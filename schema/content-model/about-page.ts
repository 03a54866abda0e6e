import { shareImageFields, sectionIntroFields, type ContentFolder } from "./shared"

/** What a person's record holds, the same for the team and the clinical advisors. */
const personFields = `
    "their name as they write it, the same in every language"
    name: String! @shared
    "their role, as the page shows it under the name: Co-founder and CEO, Clinical advisor (cardiology)"
    role: String!
    "a square photograph, at least 400 × 400 px, that they have agreed to show"
    photo: File! @fileByRelativePath
    "the credential the link shows, as its words: Karnataka Medical Council registration 12345, LinkedIn profile"
    credential: String!
    "the page that shows that credential: the register's entry, their profile"
    credentialUrl: String! @shared`

/** What a partner's or a customer's record holds besides its own fields: logo, quote, and its permission to show them. */
const permissionFields = `
    "the organisation's logo, as a PNG or SVG on a transparent or white ground"
    logo: File! @fileByRelativePath
    "the day the organisation gave written permission to show its name, logo and words here (YYYY-MM-DD)"
    permissionGiven: Date! @calendarDate`

/**
 * /about's copy, and the lists only it shows (highlights, core values, company figures), and the people and proof
 * Home and /connect show too: the team, clinical advisors, partners and customer stories, each list left out of
 * every page while it is empty (the data never holds a person or a partner the company has not named).
 */
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
    "the estimate the bars show, by its key in Figures and sources, which holds its basis"
    figure: FigureJson! @link(by: "jsonId")
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
    ${sectionIntroFields}
    items: [CoreValuesJson!]! @records
  }

  type AboutStatsCopy {
    ${sectionIntroFields}
    items: [CompanyStatsJson!]! @records
  }

  type AboutCta {
    title: String!
    text: String! @multiline
    contactLabel: String!
    joinLabel: String!
  }

  "Someone the pages show with a photo and a credential a visitor can check: a team member or an advisor."
  interface PersonRecord {
    name: String!
    role: String!
    photo: File!
    credential: String!
    credentialUrl: String!
  }

  "Someone of the company's own team."
  type TeamMembersJson implements Node & PersonRecord @dontInfer @label(text: "Team member") {
    ${personFields}
  }

  "A clinician who advises the company, with the credential a visitor can check."
  type AdvisorsJson implements Node & PersonRecord @dontInfer @label(text: "Clinical advisor") {
    ${personFields}
  }

  "An organisation the company works with, shown with its permission."
  type PartnersJson implements Node @dontInfer @label(text: "Partner") {
    "its name, the same in every language"
    name: String! @shared
    "what the company does with it, in a sentence: Pilots connectlife in its cardiology ward"
    relationship: String! @multiline
    "its own website"
    url: String @shared
    "what someone of the partner said, in their words, when they gave permission to quote it"
    quote: String @multiline
    "who said it: name and role"
    quoteBy: String
    ${permissionFields}
  }

  "A customer's own words about the apps, shown with its permission."
  type CustomerStoriesJson implements Node @dontInfer @label(text: "Customer story") {
    "the organisation, the same in every language"
    organisation: String! @shared
    "what they said, in their words"
    quote: String! @multiline
    "who said it, the same in every language"
    name: String! @shared
    "their role at the organisation"
    role: String!
    ${permissionFields}
  }

  "The people behind the apps: each list shown only while it has someone in it, here and on Home."
  type AboutPeople {
    ${sectionIntroFields}
    teamTitle: String!
    team: [TeamMembersJson!] @records
    advisorsTitle: String!
    "also shown on Home and on the page of connectlife"
    advisors: [AdvisorsJson!] @records
  }

  "Partners and customers' stories: each list shown only while it has one in it, here, on Home and on the page of connectlife."
  type AboutProof {
    ${sectionIntroFields}
    partnersTitle: String!
    partners: [PartnersJson!] @records
    storiesTitle: String!
    stories: [CustomerStoriesJson!] @records
    "under each partner's or customer's words: {date} is the day they gave permission"
    permissionLine: String!
  }

  type AboutPageJson implements Node & PageHead @dontInfer {
    "the page's name in the browser tab and search results, before the company's"
    seoTitle: String!
    hero: PageIntro!
    story: AboutStory!
    purpose: AboutPurpose!
    values: AboutValuesCopy!
    stats: AboutStatsCopy!
    people: AboutPeople!
    proof: AboutProof!
    cta: AboutCta!
    ${shareImageFields("page")}
  }
`,
}
