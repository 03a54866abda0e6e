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
    "Markdown: start sections at ## (the page's title is its only #); each ## becomes an entry of the table of contents; {figure:accuracy} shows a figure of Figures and sources with its mark and source (never write 95%)"
    body: String @markdown @figures
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
    "the rights request form, shown after the part's text (the privacy notice's Your rights part); its requests reach the team's store as kind data-rights"
    requestForm: RightsRequestForm
  }

  "A choice in the rights request form: its value is what the team's export shows."
  type RightsRequestOption {
    value: String! @shared
    label: String!
  }

  type RightsRequestField {
    label: String!
    "a line under the field, saying what to write"
    hint: String @multiline
  }

  type RightsRequestFields {
    right: RightsRequestField!
    name: RightsRequestField!
    email: RightsRequestField!
    forWhom: RightsRequestField!
    identifiers: RightsRequestField!
    message: RightsRequestField!
  }

  "What the form says when a field is missing or wrong, and after a send."
  type RightsRequestMessages {
    right: String!
    name: String!
    email: String!
    forWhom: String!
    identifiers: String!
    sent: String!
    sendFailed: String!
  }

  "A data principal's request to use a right (DPDP Act 2023, DPDP Rules 2025 rule 14), sent from the page."
  type RightsRequestForm {
    title: String!
    lead: String! @multiline
    fields: RightsRequestFields!
    "the rights, in the form's order: access, correction, erasure, nomination, grievance, withdraw-consent"
    rights: [RightsRequestOption!]!
    "the select's empty prompt option"
    rightPrompt: String!
    "who the request is for: self, other"
    forWhomOptions: [RightsRequestOption!]!
    optionalLabel: String!
    messages: RightsRequestMessages!
    submitLabel: String!
    sendingLabel: String!
    "days within which the company answers, its own target as this notice states it (the law allows at most 90: DPDP Rules 2025 rule 14)"
    answerDays: Int!
    "after a send: {date} is the day the answer is due, {days} the days above"
    answerBy: String! @multiline
    "the heading of the page that confirms a request sent without JavaScript"
    receivedTitle: String!
    "the heading of the block on the site's own analytics consent"
    consentTitle: String!
    consentText: String! @multiline
    "the button that reopens the consent choice (where the site runs analytics)"
    consentButton: String!
    "the link to the cookie policy's Changing your choice"
    consentLink: String!
  }
`,
}
