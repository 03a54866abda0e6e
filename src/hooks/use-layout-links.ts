import { graphql, useStaticQuery } from "gatsby"
import { LOCALIZED_PATH_ALIASES } from "../lib/routes"
import { usePageData } from "./page-data"

/**
 * Header navigation, footer link groups and social links in the page's language, in file order, and
 * the paths a Gatsby Link can take: those with a page (in any language), and the aliases Gatsby
 * redirects in the browser.
 */
export function useLayoutLinks() {
  const { layout } = usePageData()
  const data = useStaticQuery<Queries.PagePathsQuery>(graphql`
    query PagePaths {
      allSitePage {
        nodes {
          path
        }
      }
    }
  `)
  return {
    navigation: layout.navigation,
    footerGroups: layout.footerLinks,
    socialLinks: layout.socialLinks,
    /** The frame's words: skip link, menu, switcher, footer, newsletter. */
    words: layout.interface,
    pagePaths: [
      ...data.allSitePage.nodes.map((page) => page.path),
      ...LOCALIZED_PATH_ALIASES.map((alias) => alias.fromPath),
    ],
  }
}
