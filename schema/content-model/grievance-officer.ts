import type { ContentFolder } from "./shared"

/** The Grievance Officer, shown on /privacy, /contact and /help. */
export const grievanceOfficer: ContentFolder = {
  folder: "grievance-officer",
  label: "Grievance Officer",
  typeDefs: /* GraphQL */ `
    "The Grievance Officer (IT Rules 2011 rule 5(9); DPDP Rules 2025 rule 9), shown on /privacy, /contact and /help."
    type GrievanceOfficerJson implements Node @dontInfer {
      title: String!
      "the line that names the officer as the person who answers questions about the processing of personal data (DPDP Rules 2025 rule 9)"
      processingContact: String
      "who the officer is for, in one or two sentences"
      intro: String! @multiline
      name: String! @shared
      designation: String!
      email: String! @shared
      phone: String! @shared
      "one line per part of the address"
      postalAddress: [String!]!
      responseTime: String! @multiline
      "the labels of the details: Name, Designation, E-mail, Phone, Post, Response time"
      labels: GrievanceOfficerLabels!
    }

    type GrievanceOfficerLabels {
      name: String!
      designation: String!
      email: String!
      phone: String!
      postalAddress: String!
      responseTime: String!
    }
  `,
}
