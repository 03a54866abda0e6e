/** Files for crawlers: robots.txt, pointing to the sitemap. */

/** gatsby-plugin-sitemap writes an index at the site root that lists its sitemap-N.xml files. */
export const SITEMAP_PATH = "/sitemap-index.xml"

/** robots.txt must name the sitemap by absolute URL, so it is written at build time for the configured site. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}${SITEMAP_PATH}`, ""].join("\n")
}
