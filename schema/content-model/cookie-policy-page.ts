import { shareImageFields, type ContentFolder } from "./shared"

/** /cookies' copy, what the site stores, and the consent banner's words. */
export const cookiePolicyPage: ContentFolder = {
  folder: "cookie-policy-page",
  label: "Cookie policy and consent banner",
  typeDefs: /* GraphQL */ `
  "Something the site stores on a visitor's device, named exactly as it is stored."
  type StoredItem {
    name: String! @shared
    "where it is kept: Cookie, Local storage, IndexedDB"
    storage: String!
    provider: String!
    purpose: String! @multiline
    lifetime: String!
  }

  type StorageGroup {
    title: String!
    "may name the consent banner's buttons by reference: before you choose {label:accept}"
    text: String! @multiline @labels
    items: [StoredItem!]!
  }

  type ConsentBannerCopy {
    title: String!
    text: String! @multiline
    acceptLabel: String!
    declineLabel: String!
    policyLabel: String!
    "shown when Cookie settings opens the banner again after Accept: what holds now, and how to stop it ({label:decline})"
    acceptedNote: String! @labels
    "shown when Cookie settings opens the banner again after Decline: what holds now, and how to allow it ({label:accept})"
    declinedNote: String! @labels
  }

  type CookiePolicyPageJson implements Node & DescribedPageHead @dontInfer {
    seoDescription: String!
    hero: PageIntro!
    updated: Date! @calendarDate
    updatedLabel: String!
    groups: [StorageGroup!]!
    tableHeaders: [String!]!
    choiceTitle: String!
    "Markdown: paragraphs separated by a blank line, *emphasis*, [links](/contact)"
    choiceText: String! @markdown
    "the footer's (and this page's) button that reopens the consent banner"
    settingsLabel: String!
    banner: ConsentBannerCopy!
    contactPrompt: String!
    contactLabel: String!
    ${shareImageFields("page")}
  }
`,
}
