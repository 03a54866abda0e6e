import { graphql, useStaticQuery } from "gatsby"
import { PATH_ALIASES } from "../lib/routes"

/**
 * Header navigation, footer link groups and social links, in file order, and the paths a Gatsby Link
 * can take: those with a page, and the aliases Gatsby redirects in the browser.
 */
export function useLayoutLinks() {
  const data = useStaticQuery<Queries.LayoutLinksQuery>(graphql`
    query LayoutLinks {
      allNavigationJson {
        nodes {
          label
          menuLabel
          path
        }
      }
      allFooterLinksJson {
        nodes {
          jsonId
          title
          links {
            label
            url
          }
        }
      }
      allSocialLinksJson {
        nodes {
          name
          url
          icon
        }
      }
      allSitePage {
        nodes {
          path
        }
      }
    }
  `)
  return {
    navigation: data.allNavigationJson.nodes,
    footerGroups: data.allFooterLinksJson.nodes,
    socialLinks: data.allSocialLinksJson.nodes,
    pagePaths: [...data.allSitePage.nodes.map((page) => page.path), ...PATH_ALIASES.map((alias) => alias.fromPath)],
  }
}
