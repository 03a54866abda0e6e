/** Files for crawlers: which pages the sitemap leaves out, and robots.txt pointing to the sitemap. */

/** /home shows the same page as / (its canonical URL); the 404 page is noindex. */
export const SITEMAP_EXCLUDES = ["/home", "/404", "/404.html", "/dev-404-page"]

/** gatsby-plugin-sitemap writes an index at the site root that lists its sitemap-N.xml files. */
export const SITEMAP_PATH = "/sitemap-index.xml"

/** robots.txt must name the sitemap by absolute URL, so it is written at build time for the configured site. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}${SITEMAP_PATH}`, ""].join("\n")
}
