import type { ContentFolder } from "./shared"

/**
 * The figures the site shows as claims (10M+, 95%, 1:834, 5x), each once with what it measures and its basis,
 * and the words of the list of sources at the foot of each page that shows them. A page names a figure by its
 * key (`figure`, a `@link(by: "jsonId")`): one record however many places show it.
 */
export const figures: ContentFolder = {
  folder: "figures",
  label: "Figures and sources",
  typeDefs: /* GraphQL */ `
    "A figure the site shows as a claim, with what it measures and its basis; a page shows its basis where the figure stands."
    type FigureJson implements Node @dontInfer @label(text: "Figure") {
      "the figure's key, which pages name where they show it: lower-case words joined by hyphens, the same in every language"
      jsonId: String! @shared
      "the figure as the pages show it: 95%, 1 in 20, < 2h"
      value: String! @figure
      "what it measures, in a sentence: what or who was counted, and where"
      measures: String! @multiline
      "its basis: the publication it comes from, or how the company counted it; a [Placeholder: …] until the company gives it, which stops a production build"
      basis: String! @multiline
      "the address of the published source, if there is one (https://…)"
      source: String @shared
      "when it was published or counted: a year, a month or a day"
      date: String! @figure
    }

    type FiguresJson implements Node @dontInfer {
      "the heading of the list of sources at the foot of each page that shows figures"
      title: String!
      lead: String! @multiline
      """
      the button that opens the list; {count} is the number of figures on the page
      """
      showLabel: String!
      """
      what a screen reader says for the mark beside a figure; {number} is the figure's number in the list
      """
      markLabel: String!
      "what a screen reader says for the link from a source back to where the figure stands"
      backLabel: String!
      "the words before a link to the source: Source"
      sourceLabel: String!
      "the words before the date: As of"
      dateLabel: String!
      "the figures, in any order: each page numbers the ones it shows in its own order"
      items: [FigureJson!]! @records
    }
  `,
}
