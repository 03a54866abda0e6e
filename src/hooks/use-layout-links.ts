import { graphql, useStaticQuery } from "gatsby"

/** Header navigation, footer link groups and social links, in file order, and the paths that have a page. */
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
    pagePaths: data.allSitePage.nodes.map((page) => page.path),
  }
}
