import type { ContentFolder } from "./shared"

/** The header's and the mobile menu's links. */
export const navigation: ContentFolder = {
  folder: "navigation",
  label: "Navigation (header and menu)",
  typeDefs: /* GraphQL */ `
    type NavigationJson implements Node @dontInfer {
      label: String!
      menuLabel: String!
      path: String! @shared
    }
  `,
}
