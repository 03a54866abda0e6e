import type { ContentFolder } from "./shared"

/** The not-for-emergencies notice on /contact and /help. */
export const emergencyNotice: ContentFolder = {
  folder: "emergency-notice",
  label: "Emergency notice",
  typeDefs: /* GraphQL */ `
    "One emergency number and what it is for."
    type EmergencyNumber {
      number: String! @shared
      label: String!
    }

    "The notice on /contact and /help that the site is not for emergencies."
    type EmergencyNoticeJson implements Node @dontInfer {
      title: String!
      text: String! @multiline
      numbers: [EmergencyNumber!]!
      "the words of a number's call button, in the language's own order; {number} is the number: Call {number}"
      callLabel: String!
    }
  `,
}
