import type { RecordFolder } from "./shared"

/** News items: one file per press release or coverage. */
export const news: RecordFolder = {
  folder: "news",
  label: "News",
  slug: "{{year}}-{{month}}-{{day}}-{{slug}}",
  typeDefs: /* GraphQL */ `
    "Press releases and coverage on /news, newest first."
    type NewsJson implements Node @dontInfer @label(text: "News item") {
      jsonId: Int!
      type: String!
      "the same in every language: press-release (the company's own) or coverage (picks the icon)"
      kind: String! @shared
      date: Date! @calendarDate
      title: String!
      summary: String! @multiline
      source: String
      url: String @shared
    }
  `,
}
