import { LinkChecker, type RedirectInfo } from "linkinator"

export interface Crawl {
  /** Each link that did not answer: its status, its address and the page that links to it. */
  broken: string[]
  /** The paths the crawl reached, without the origin. */
  reached: Set<string>
  /** The redirects the crawl met on its way. */
  redirects: RedirectInfo[]
}

/**
 * linkinator's crawl of the served site from Home, for the built site's tests (hosts.spec.ts) and the
 * live one's (__tests__/live/structure.spec.ts): every internal link, asset and #fragment is fetched; external links
 * are listed by the crawl, never fetched (the test machine is offline). `redirects` is linkinator's
 * option: "allow" follows them quietly, "warn" follows them and reports each.
 */
export async function crawl(baseURL: string, redirects: "allow" | "warn"): Promise<Crawl> {
  const checker = new LinkChecker()
  const met: RedirectInfo[] = []
  checker.on("redirect", (event) => met.push(event))
  const result = await checker.check({
    path: `${baseURL}/`,
    recurse: true,
    checkFragments: true,
    redirects,
    // Pages live at extensionless addresses (/about), not folders: resolve "#top" against /about, not /about/.
    cleanUrls: true,
    concurrency: 8,
    linksToSkip: async (link) => !link.startsWith(baseURL),
  })
  return {
    broken: result.links
      .filter((link) => link.state === "BROKEN")
      .map((link) => `${link.status} ${link.url} (linked from ${link.parent})`),
    reached: new Set(result.links.map((link) => link.url.replace(baseURL, ""))),
    redirects: met,
  }
}
