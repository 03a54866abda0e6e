// The first flight (docs/performance.md, "Why LCP falls in two groups" and "Budgets are tripwires"): a page whose
// HTML, compressed as the hosts send it, fits in a server's first round trip paints a round trip sooner.
import zlib from "node:zlib"
import { kb } from "./first-load.mjs"

/** The bench's goal for every page's HTML, brotli: the first flight less room for the response's headers. */
export const FIRST_FLIGHT_GOAL = 14 * 1024

/** The tripwire `check:first-flight` holds, 1 KB above the goal; raise it only with a reason in the commit. */
export const FIRST_FLIGHT_BOUND = 15 * 1024

/**
 * Pages known to miss the goal, each with the bound that keeps it from growing and why; the goal is met once this
 * list is empty. Home's first screen must still come in the first round trip (docs/performance.md, "What 14 KB leaves").
 */
export const FIRST_FLIGHT_EXCEPTIONS = [
  { route: /^\/((hi|kn)\/?)?(home)?$/, bound: 25 * 1024, reason: "Home's words in three languages" },
]

/** The bound a page is held to: its exception's, or FIRST_FLIGHT_BOUND. */
export const boundOf = (route, bound = FIRST_FLIGHT_BOUND) =>
  FIRST_FLIGHT_EXCEPTIONS.find((exception) => exception.route.test(route))?.bound ?? bound

/** The brotli quality Cloudflare's runtime compresses each response at, byte for byte (hosts.spec checks it). */
export const HOST_BROTLI_QUALITY = 5

/** A document's size as the hosts send it: brotli at HOST_BROTLI_QUALITY (the response's headers not counted). */
export const brotliSize = (text) =>
  zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: HOST_BROTLI_QUALITY } }).length

const VOID_ELEMENTS = new Set("area base br col embed hr img input link meta source track wbr".split(" "))

/**
 * Where a page's first screen ends in its HTML: just past the end tag of `main`'s first element (the hero), with
 * the head and the header before it; the whole document when it has no `main`. React writes every element closed
 * (or self-closed, in SVG) and escapes ">" in attributes, so counting tags finds the end without a parser.
 */
export function firstScreenEnd(html) {
  const main = html.search(/<main[\s>]/)
  if (main < 0) return html.length
  const tags = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g
  tags.lastIndex = html.indexOf(">", main) + 1
  let depth = 0
  for (let match; (match = tags.exec(html));) {
    const [, closing, name, selfClosing] = match
    if (!name) continue
    const opens = !closing && !selfClosing && !VOID_ELEMENTS.has(name.toLowerCase())
    depth += opens ? 1 : closing ? -1 : 0
    if (depth <= 0) return tags.lastIndex
  }
  return html.length
}

/**
 * Each page's HTML size and its first screen's ({ route, html } in, { route, brotli, firstScreen } out, the largest
 * first), and the problems the check prints: a page over its bound, and a page whose first screen is not within the
 * first FIRST_FLIGHT_GOAL bytes.
 */
export function firstFlightReport(pages, bound = FIRST_FLIGHT_BOUND) {
  const sizes = pages
    .map(({ route, html }) => {
      const text = String(html)
      return { route, brotli: brotliSize(text), firstScreen: brotliSize(text.slice(0, firstScreenEnd(text))) }
    })
    .sort((a, b) => b.brotli - a.brotli || a.route.localeCompare(b.route))
  const problems = [
    ...sizes
      .filter((page) => page.brotli > boundOf(page.route, bound))
      .map(
        (page) =>
          `${page.route}: its HTML is ${kb(page.brotli)} brotli, over the ${kb(boundOf(page.route, bound))} bound`,
      ),
    ...sizes
      .filter((page) => page.firstScreen > FIRST_FLIGHT_GOAL)
      .map(
        (page) =>
          `${page.route}: its first screen (through main's first element) is ${kb(page.firstScreen)} brotli, ` +
          `past the first round trip's ${kb(FIRST_FLIGHT_GOAL)}`,
      ),
  ]
  return { sizes, problems }
}
