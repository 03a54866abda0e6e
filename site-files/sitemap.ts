/**
 * gatsby-plugin-sitemap's options: every page once, in each language, with the page's other languages
 * as `xhtml:link rel="alternate" hreflang` (Google's sitemap form of hreflang), English as x-default.
 * The alternates are those gatsby-node gave the page (only the languages it exists in).
 */
import { SITEMAP_EXCLUDES } from "../src/lib/routes"
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Alternates } from "../src/lib/locales"

export const SITEMAP_QUERY = /* GraphQL */ `
  {
    site {
      siteMetadata {
        siteUrl
      }
    }
    allSitePage {
      nodes {
        path
        pageContext
      }
    }
  }
`

/** The paths left out, in every language: /home, /hi/home, /kn/home, the 404 pages. */
export const sitemapExcludes = LOCALES.flatMap((locale) =>
  SITEMAP_EXCLUDES.map((excluded) => (excluded === "/dev-404-page" ? excluded : localizedPath(locale, excluded))),
).filter((path, index, all) => all.indexOf(path) === index)

export interface SitemapPage {
  path: string
  pageContext?: { alternates?: Alternates } | null
}

/** One `<url>`: the page, and its languages with x-default when it has more than one. */
export function sitemapEntry(page: SitemapPage) {
  const alternates = Object.entries(page.pageContext?.alternates ?? {}) as Array<[string, string]>
  if (alternates.length < 2) return { url: page.path }
  return {
    url: page.path,
    links: [
      ...alternates.map(([lang, url]) => ({ lang, url })),
      ...(page.pageContext?.alternates?.[DEFAULT_LOCALE]
        ? [{ lang: "x-default", url: page.pageContext.alternates[DEFAULT_LOCALE] }]
        : []),
    ],
  }
}
