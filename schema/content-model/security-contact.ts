import type { ContentFolder } from "./shared"

/** What /.well-known/security.txt says. */
export const securityContact: ContentFolder = {
  folder: "security-contact",
  label: "Security contact",
  typeDefs: /* GraphQL */ `
    "What /.well-known/security.txt (RFC 9116) says; it points to /security for the policy."
    type SecurityContactJson implements Node @dontInfer {
      "where reports go: an e-mail address"
      email: String! @shared
      "languages the security team reads, as language tags (en, hi, kn)"
      preferredLanguages: [String!]! @shared
      "days after each build until security.txt expires (under 365; rebuild before then)"
      expiresAfterDays: Int!
    }
  `,
}
