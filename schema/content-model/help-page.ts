import { shareImageFields, type ContentFolder } from "./shared"

/** /help's copy. */
export const helpPage: ContentFolder = {
  folder: "help-page",
  label: "Help & Support",
  typeDefs: /* GraphQL */ `
  type HelpCta {
    title: String!
    text: String! @multiline
    label: String!
  }

  type HelpPageJson implements Node & DescribedPageHead @dontInfer {
    seoDescription: String!
    hero: PageIntro!
    "the questions and answers are Home's, one list for both pages: edit them in Home → FAQ"
    faq: SectionIntro!
    cta: HelpCta!
    ${shareImageFields("page")}
  }
`,
}
