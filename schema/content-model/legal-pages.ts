import { shareImageFields, type RecordFolder } from "./shared"

/** Legal and trust pages (privacy, terms, responsible AI, accessibility, security): one file per page. */
export const legalPages: RecordFolder = {
  folder: "legal-pages",
  label: "Legal and trust pages",
  slug: "{{fields.slug}}",
  typeDefs: /* GraphQL */ `
  "A page of legal or trust text at /<slug>: privacy, terms, responsible AI, accessibility, security."
  type LegalPagesJson implements Node @dontInfer @label(text: "Legal or trust page") {
    "the page's address after the site's: privacy → /privacy"
    slug: String! @shared
    badge: String!
    title: String!
    "the page's opening sentence, under its heading"
    lead: String! @multiline
    "what search results show under the title (about 150 characters)"
    seoDescription: String! @multiline
    contactPrompt: String!
    contactLabel: String!
    "Markdown: start sections at ## (the page's title is its only #); each ## becomes an entry of the table of contents"
    body: String @markdown
    "the name of the table of contents (Contents)"
    contentsTitle: String
    "the date this text took effect, for a text that has one (privacy, terms); when it was last reviewed is the review's date below"
    updated: Date @calendarDate
    "the words before that date (Effective from)"
    updatedLabel: String
    "show the Grievance Officer's contact details (data/grievance-officer/) after the text"
    showGrievanceOfficer: Boolean
    "for a long text, its parts, each a page of its own at /<slug>/<part's slug>; the text above is then the summary every part links back to"
    parts: LegalPageParts
    ${shareImageFields("page")}
    "the reviewer's full name, the same in every language; a placeholder until the company names them"
    reviewer: String! @shared
    "the reviewer's role as the page shows it after the name (a clinician for health claims, counsel for legal text)"
    reviewerRole: String!
    "the day the reviewer approved this text; change it only when they review it again"
    reviewedOn: Date! @calendarDate
    "months from the review until the text is due for review again: 12 for once a year"
    reviewIntervalMonths: Int!
  }

  "A long legal text in parts: a summary page (the text itself), then a page per part, so each page stays short enough to open at once on a slow connection."
  type LegalPageParts {
    "the summary's entry in the list of parts (Summary)"
    summaryTitle: String!
    "the words before the link to the part before (Previous)"
    previousLabel: String!
    "the words before the link to the next part (Next)"
    nextLabel: String!
    "the parts, in reading order"
    items: [LegalPagePart!]!
  }

  "One part of a long legal text, at /<page's slug>/<slug>."
  type LegalPagePart {
    "the part's address after its page's: the-apps → /privacy/the-apps"
    slug: String! @shared
    title: String!
    "Markdown: start sections at ## (the part's title is its only #); each ## becomes an entry of the table of contents"
    body: String! @markdown
  }
`,
}
