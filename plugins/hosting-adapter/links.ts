import fs from "fs"
import path from "path"
import { servedPaths, type BuiltPage } from "./pages"
import type { GatsbyRedirect } from "./redirects"
import { unlocalizedPath } from "../../src/lib/locales"
import { decodeReactHtml } from "../shared/html-text"

/**
 * The links of the built pages that lead nowhere: to an address the hosts serve no page, file or redirect at, or to
 * a #fragment the page it names has no element for. An editor's typo in a navigation path or a Markdown link
 * would otherwise reach every visitor as a jump to the not-found page; the build stops before the deploy
 * instead, naming the address, the pages and the data files that hold it (`brokenLinksReport`).
 */

export interface BrokenLink {
  /** The address as the page resolves it: its path, and its fragment if it has one. */
  href: string
  /** The pages that link to it, by their addresses. */
  pages: string[]
}

/** An address the browser resolves for `#top` and `#` without an element: the top of the page. */
const TOP = new Set(["", "top"])
const ORIGIN = "https://site.invalid"

/** Every `<a href>` of a page, as written. */
const anchorHrefs = (html: string) =>
  [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map((match) => decodeReactHtml(match[1]))

/** Every id a page's elements have. */
const elementIds = (html: string) =>
  new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decodeReactHtml(match[1])))

const withoutSlash = (address: string) => address.replace(/\/+$/, "") || "/"

const safeDecode = (address: string) => {
  try {
    return decodeURIComponent(address)
  } catch {
    return address
  }
}

/** The built pages' links (`pages`, read from `publicDir` after they were moved) that lead nowhere, by address. */
export function brokenLinks(
  publicDir: string,
  pages: readonly BuiltPage[],
  redirects: readonly GatsbyRedirect[],
): BrokenLink[] {
  const byAddress = new Map<string, BuiltPage>()
  for (const page of pages) for (const address of servedPaths(page.file)) byAddress.set(withoutSlash(address), page)
  const redirected = new Set(
    redirects.filter((redirect) => !redirect.fromPath.includes("*")).map((redirect) => withoutSlash(redirect.fromPath)),
  )
  const ids = new Map<BuiltPage, Set<string>>()
  const idsOf = (page: BuiltPage) => ids.get(page) ?? ids.set(page, elementIds(page.html)).get(page)!
  // a file, or an HTML file outside the pages' folders, served without its .html (the CMS's /admin/cms)
  const isFile = (address: string) =>
    [address, `${address}.html`].some((candidate) => {
      const file = path.join(publicDir, candidate)
      return file.startsWith(publicDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()
    })

  const broken = new Map<string, Set<string>>()
  for (const page of pages) {
    const from = servedPaths(page.file)[0]
    for (const href of anchorHrefs(page.html)) {
      let url: URL
      try {
        url = new URL(href, ORIGIN + from)
      } catch {
        continue
      }
      if (url.origin !== ORIGIN) continue
      const address = withoutSlash(safeDecode(url.pathname))
      const fragment = safeDecode(url.hash.slice(1))
      const target = byAddress.get(address)
      const leads = target
        ? TOP.has(fragment) || idsOf(target).has(fragment)
        : !url.hash && (redirected.has(address) || isFile(address))
      if (leads) continue
      const key = address + url.hash
      broken.set(key, (broken.get(key) ?? new Set()).add(from))
    }
  }
  return [...broken].map(([href, from]) => ({ href, pages: [...from] }))
}

/** How many of a link's pages the report names before it counts the rest. */
const PAGES_NAMED = 3

/** The data files under `dataDir` that hold `address` (a path, without its language's prefix) as a whole value. */
function filesHolding(dataDir: string, address: string): string[] {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const whole = new RegExp(`["(]${escaped}(?=[")#?\\s])`)
  return (fs.readdirSync(dataDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => whole.test(fs.readFileSync(path.join(dataDir, file), "utf8")))
    .sort()
}

/** The build's message: each broken link's address, the pages that have it, and where in `dataDir` it is written. */
export function brokenLinksReport(broken: readonly BrokenLink[], dataDir: string): string {
  const lines = broken.map(({ href, pages }) => {
    const named = pages.slice(0, PAGES_NAMED).join(", ")
    const more = pages.length > PAGES_NAMED ? ` and ${pages.length - PAGES_NAMED} more pages` : ""
    const files = filesHolding(dataDir, unlocalizedPath(href.replace(/#.*$/, "")))
    const where = files.length > 0 ? `written in ${files.join(", ")}` : "not in the data files: in a page's code"
    return `  - ${href}, linked from ${named}${more}; ${where}`
  })
  return (
    `The pages link to ${broken.length === 1 ? "an address" : "addresses"} with no page (or no such part of one):\n` +
    `${lines.join("\n")}\nCorrect the link, or make the page it names.`
  )
}
