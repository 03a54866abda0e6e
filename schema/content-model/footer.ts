import type { ContentFolder } from "./shared"

/** The footer's link groups and bottom bar, and the social profiles. */
export const footer: ContentFolder = {
  folder: "footer",
  label: "Footer",
  typeDefs: /* GraphQL */ `
    type FooterLinksJson implements Node @dontInfer {
      jsonId: String! @shared
      title: String!
      links: [LinkItem!]!
    }

    type SocialLinksJson implements Node @dontInfer {
      name: String! @shared
      "the profile's address. While it is a placeholder, the footer leaves the profile out."
      url: String! @shared
      icon: String! @shared
    }

    "The footer's link groups and bottom bar, and the social profiles."
    type FooterJson implements Node @dontInfer {
      groups: [FooterLinksJson!]! @records
      "names, links and icons: the same in every language"
      social: [SocialLinksJson!]! @records
    }
  `,
}
