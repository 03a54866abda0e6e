import type { ContentFolder } from "./shared"

/** The company's details, used on every page and in the structured data. */
export const site: ContentFolder = {
  folder: "site",
  label: "Site details",
  typeDefs: /* GraphQL */ `
    type Address {
      streetAddress: String! @shared
      locality: String!
      region: String!
      postalCode: String! @shared
      country: String!
    }

    type SiteJson implements Node @dontInfer {
      companyName: String! @shared
      legalName: String! @shared
      description: String! @multiline
      email: String! @shared
      phone: String! @shared
      """
      the number people message on WhatsApp, with its country code: +91 98765 43210. Left out (or still a placeholder), /contact and /help offer no WhatsApp.
      """
      whatsappNumber: String @shared @fact
      address: Address!
      mapUrl: String! @shared
      "the company's page on LinkedIn. Left out (or still a placeholder), About's 'Join Our Team' leads to the careers page."
      professionalNetworkUrl: String @shared @fact
      newsletterProduct: String! @shared
      foundingYear: Int!
      copyrightYear: Int!
    }
  `,
}
