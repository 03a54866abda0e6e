/**
 * Only the CSS a page's markup uses, inline. Gatsby inlines every stylesheet of a page's chunk group into its
 * head (`<style data-href data-identity="gatsby-global-css">`): the layout's rules for the form messages, the open
 * menu and the scrolled header, and a shared module's rules for variants the page never shows, travel in the
 * first round trip with the rest. This keeps, in each of those `<style>` elements and in the same order, only the
 * rules an element of the page's markup matches (chosen by beasties), less the other languages' root rules and the
 * custom properties nothing on the page reads, and names the stylesheet it came from in
 * `data-sheet` instead of `data-href`. A stylesheet the page uses whole, or all but REDUCE_AT_LEAST bytes of it,
 * stays as Gatsby wrote it.
 *
 * Without JavaScript the page is its markup, so it is styled as before. With JavaScript, webpack's CSS loader
 * (mini-css-extract-plugin's runtime, which Gatsby's loader calls for the page's chunks when the page hydrates)
 * finds no `data-href` for the page's reduced stylesheets and links them whole, with the page's code, after the first
 * paint (the scripts come after it: scripts-after-paint). Hydration waits for them, so every state a script can
 * show (a message, the menu opened, the header scrolled) has its rules before it can show. They come after the
 * inline rules, in webpack's order, and repeat them: the cascade is the stylesheets' own, as before. (The consent
 * banner is not among them: its code and stylesheet are a lazy chunk of their own, which the same loader links,
 * at the end of the head, before the banner first renders: src/components/consent/consent-banner.tsx.)
 *
 * A page still too heavy to paint in the first round trip (FIRST_ROUND_TRIP: Home, whose words alone nearly fill
 * it) keeps inline only its first screen's rules: those the header and `main`'s first FIRST_SCREEN_CHILDREN
 * elements match. Each stylesheet reduced so is marked `data-first-screen` and followed by a `<noscript>` that links
 * it whole: without JavaScript the browser reads that link before it paints, so the page is styled whole as before.
 * With JavaScript, scripts-after-paint's loader links it whole, right after its reduced copy, in the task after the
 * first contentful paint, beside the page's scripts; webpack's loader then finds it linked and adds nothing.
 */
import Beasties from "beasties"
import postcss from "postcss"
import zlib from "zlib"

/**
 * A stylesheet is reduced only when the page leaves at least this many bytes of it unused; one it uses almost
 * whole stays as Gatsby wrote it. Each reduced stylesheet is one more request while the page hydrates, and the
 * bench's host (wrangler, on the bench's two cores) answers them as the page's scripts run: measured on `/contact`,
 * Lighthouse's simulated LCP rose with their number (none 780 ms, six 834 ms), through its estimate of the server's
 * response time, a median over every request of the page (docs/measurements/bench.md). The layout's stylesheet, with
 * the form messages' and the open menu's rules, is the one every page reduces. A page still over the first round
 * trip (first screen only, below) is a round trip late for want of bytes: there every stylesheet its first screen
 * does not use whole is reduced.
 */
export const REDUCE_AT_LEAST = 1024

/**
 * The most a page's HTML, as the hosts send it (brotli at quality 5), can weigh and still paint in the first round
 * trip: the 14,600 bytes of a server's first congestion window less the 1,268 bytes of the response's headers
 * (`wrangler pages dev`). A page heavier than this with all its used rules inline keeps only its first screen's.
 * docs/performance.md, "Why LCP falls in two groups"; scripts/lib/first-flight.mjs counts the same way.
 */
export const FIRST_ROUND_TRIP = 13_332

/**
 * How many of `main`'s elements make a page's first screen, with the header before them. Home's hero fills the
 * first screen of a phone and of a 1280 × 800 or 1440 × 900 screen; on a 1920 × 1080 screen or an upright tablet
 * the next band's heading shows below it, so its rules come too.
 */
export const FIRST_SCREEN_CHILDREN = 2

/**
 * On a page with only its first screen's rules inline, what lies past the first screen (`main`'s later elements,
 * and all after `main`: the footer) is hidden until its whole stylesheets have come, so a visitor who scrolls early
 * on a slow connection meets blank space rather than raw content: a bulleted FAQ, grey default buttons. The loader
 * (scripts-after-paint) sets STYLED_ATTRIBUTE on `<html>` once every stylesheet it links has loaded (or failed).
 * Without JavaScript the `<noscript>` links load before the first paint, and the rule in the `<noscript>` after this
 * one shows everything again. Hidden, not removed: the page keeps its length and its anchors.
 */
export const STYLED_ATTRIBUTE = "data-styled"
const PAST_FIRST_SCREEN = [`main>:nth-child(n+${FIRST_SCREEN_CHILDREN + 1})`, "main~*"]
  .map((selector) => `html:not([${STYLED_ATTRIBUTE}]) ${selector}`)
  .join(",")
const UNTIL_STYLED =
  `<style data-until-styled="">${PAST_FIRST_SCREEN}{visibility:hidden}</style>` +
  `<noscript><style>${PAST_FIRST_SCREEN}{visibility:visible}</style></noscript>`

/** A page's size as the hosts send it: brotli at quality 5, as Cloudflare's runtime compresses each response. */
const sentSize = (html: string) =>
  zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length

/** A stylesheet as Gatsby inlines it (gatsby/cache-dir/static-entry.js). */
const INLINED = /<style data-href="([^"]+)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/g
/** A stylesheet this rewrite reduced. */
const REDUCED = /<style data-sheet="[^"]+"/

/**
 * Two corrections to how beasties 0.5 matches a selector, each held by a unit test. It reads an escaped "+", "~"
 * or ">" that ends a class name (short-class-names' hashes, such as `.Dw\+pt .T4A6\+`) as a combinator with nothing
 * after it, and drops the rule: written as hex escapes, they are a class name's again. And it strips a selector of
 * pseudo-classes only, `:root:lang(kn)` (each language's font stack and leading, `src/styles/tokens.css`), to
 * nothing and drops it: read as any element, every language's are kept.
 */
const beastiesNormalize: unknown = Reflect.get(Beasties.prototype, "normalizeCssSelector")
if (typeof beastiesNormalize !== "function")
  throw new Error("used-css: beasties has no normalizeCssSelector method to correct (see used-css.ts)")

class PageBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    const escaped = selector
      .replace(/\\([+~>])/g, (_, char: string) => `\\${char.charCodeAt(0).toString(16)} `)
      .replace(/:root\b/g, "*")
      .replace(/:lang\([^)]*\)/g, "")
    return String((beastiesNormalize as (this: Beasties, selector: string) => unknown).call(this, escaped)) || "*"
  }
}

/** What keepFirstScreen uses of beasties' document: htmlparser2's nodes with beasties' DOM methods. */
interface BeastiesNode {
  type: string
  next: BeastiesNode | null
  parent: BeastiesNode | null
  children: BeastiesNode[]
  remove(): void
}
interface BeastiesDocument {
  querySelector(selector: string): BeastiesNode | null
  beastiesContainers?: unknown
}

const beastiesStyleTags: unknown = Reflect.get(Beasties.prototype, "getAffectedStyleTags")
if (typeof beastiesStyleTags !== "function")
  throw new Error("used-css: beasties has no getAffectedStyleTags method to hook (see used-css.ts)")

/**
 * The document beasties matches selectors against, cut down to the first screen: `main`'s elements after the
 * first FIRST_SCREEN_CHILDREN, and every element after `main` (the footer, the scripts), removed. beasties calls
 * getAffectedStyleTags with its parsed document before it matches any rule; it caches the document's classes and
 * ids once parsed, so those caches are dropped and every selector is matched against what is left.
 */
function keepFirstScreen(document: BeastiesDocument): void {
  const main = document.querySelector("main")
  if (!main) throw new Error("the page has no <main> to find its first screen in")
  for (const child of main.children.filter((node) => node.type === "tag").slice(FIRST_SCREEN_CHILDREN)) child.remove()
  for (let node: BeastiesNode | null = main; node?.parent; node = node.parent)
    for (let after = node.next; after;) {
      const next = after.next
      if (after.type === "tag") after.remove()
      after = next
    }
  const containers = document.beastiesContainers
  if (!Array.isArray(containers))
    throw new Error("beasties' document has no beastiesContainers: its DOM has changed (see used-css.ts)")
  for (const container of containers as Record<string, unknown>[]) {
    Reflect.deleteProperty(container, "_classCache")
    Reflect.deleteProperty(container, "_idCache")
  }
}

class FirstScreenBeasties extends PageBeasties {
  getAffectedStyleTags(document: BeastiesDocument): unknown {
    keepFirstScreen(document)
    return (beastiesStyleTags as (this: Beasties, document: BeastiesDocument) => unknown).call(this, document)
  }
}

const BEASTIES_OPTIONS = {
  // The page's CSS is in its head: nothing to read from disk, nothing to preload or load by script.
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: false,
  inlineFonts: false,
  preloadFonts: false,
  fonts: false,
  keyframes: "critical",
  compress: false,
  logLevel: "silent",
} as const
const beasties = new PageBeasties(BEASTIES_OPTIONS)
const firstScreenBeasties = new FirstScreenBeasties(BEASTIES_OPTIONS)

/** Every custom property a `var()` in this text reads. */
const readProperties = (text: string) => new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]))

/**
 * A reduced stylesheet without what the page cannot use either, which beasties keeps: the root rules of the other
 * languages (`:root:lang(hi)` on a Kannada page: src/styles/tokens.css sets each language's font stack and
 * leading there), and custom properties (`--space-9`) that no `var()` of the page's inline CSS or markup reads.
 * No script reads one before the page has hydrated, when the whole stylesheet has come.
 */
function withoutUnreadTokens(css: string, lang: string, read: ReadonlySet<string>): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (
      rule.selectors.every((selector) => /^:root:lang\([^)]+\)$/.test(selector) && selector !== `:root:lang(${lang})`)
    )
      return void rule.remove()
    rule.walkDecls((declaration) => {
      if (declaration.prop.startsWith("--") && !read.has(declaration.prop)) declaration.remove()
    })
    if (rule.nodes.length === 0) rule.remove()
  })
  return root.toString()
}

/**
 * The page with each of Gatsby's inlined stylesheets reduced to the rules its markup uses, in place and in the
 * same order, named by `data-sheet` (one it uses almost whole is left as it was); on a page that would still weigh
 * more than FIRST_ROUND_TRIP as sent, reduced to its first screen's rules instead, each followed by a `<noscript>`
 * link to the whole stylesheet. A page already reduced is returned as it is; a page with neither throws, naming the
 * page: Gatsby's markup has changed.
 */
export async function usedCssOnly(html: string, file: string): Promise<string> {
  const sheets = [...html.matchAll(INLINED)]
  if (sheets.length === 0) {
    if (REDUCED.test(html)) return html
    throw new Error(
      `used-css: the head of ${file} has no <style data-href data-identity="gatsby-global-css">: Gatsby's static-entry has changed`,
    )
  }
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? ""
  const markupStyles = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]).join(";")

  /** The page with its stylesheets reduced by `reducer`, those reduced marked and linked whole if `firstScreen`. */
  async function reducedBy(reducer: Beasties, firstScreen: boolean): Promise<string> {
    // beasties writes the document again in its own way: only the text of each stylesheet is taken from it.
    const processed = await reducer.process(html).catch((error: Error) => {
      throw new Error(`used-css: ${file}: ${error.message}`)
    })
    const reduced = new Map(
      [...processed.matchAll(/<style data-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g)].map(([, href, css]) => [
        href,
        css,
      ]),
    )
    // A stylesheet the page uses (almost) whole stays as Gatsby wrote it: the loader finds it and fetches nothing.
    // Each stylesheet's reduced rules, or null for one that stays whole.
    const inline = new Map(
      sheets.map(([, href, css]) => {
        const used = reduced.get(href) ?? ""
        const unused = css.length - used.length
        return [href, unused === 0 || (!firstScreen && unused < REDUCE_AT_LEAST) ? null : used] as const
      }),
    )
    const read = readProperties([markupStyles, ...sheets.map(([, href, css]) => inline.get(href) ?? css)].join("\n"))
    let first = true
    return html.replace(INLINED, (tag: string, href: string) => {
      const used = inline.get(href)
      if (used == null) return tag
      const css = withoutUnreadTokens(used, lang, read)
      if (!firstScreen) return `<style data-sheet="${href}">${css}</style>`
      const before = first ? UNTIL_STYLED : ""
      first = false
      return `${before}<style data-sheet="${href}" data-first-screen="">${css}</style><noscript><link rel="stylesheet" href="${href}"/></noscript>`
    })
  }

  const used = await reducedBy(beasties, false)
  return sentSize(used) <= FIRST_ROUND_TRIP ? used : reducedBy(firstScreenBeasties, true)
}

/**
 * Where webpack's CSS loader puts a stylesheet it links: right after the page's reduced copy of it, if the page has
 * one, so the whole stylesheet takes the place its rules had in the cascade (a section's rule that composes a shared
 * class and sets a property over it keeps winning: plugins/per-page-css/README.md); any other (another page's, loaded
 * for a link) at the end of the head, as Gatsby's default puts it. Written into webpack's runtime as a function's
 * source, so it uses nothing outside itself: the runtime calls it with the new <link>, whose href is set.
 */
export const INSERT_AFTER_REDUCED = function insert(linkTag: HTMLLinkElement) {
  const reduced = document.querySelector('style[data-sheet="' + linkTag.getAttribute("href") + '"]')
  if (reduced && reduced.parentNode) reduced.parentNode.insertBefore(linkTag, reduced.nextSibling)
  else document.head.appendChild(linkTag)
}

interface CssExtractPlugin {
  constructor: { name: string }
  runtimeOptions?: { insert?: unknown }
}

/** Gatsby's browser configuration with its CSS loader inserting as INSERT_AFTER_REDUCED; throws when it has none. */
export function insertingAfterReduced<T extends { plugins?: unknown[] }>(config: T): T {
  const extract = (config.plugins ?? []).find(
    (plugin): plugin is CssExtractPlugin =>
      typeof plugin === "object" && plugin !== null && plugin.constructor.name === "MiniCssExtractPlugin",
  )
  if (!extract?.runtimeOptions)
    throw new Error(
      "used-css: Gatsby's webpack configuration has no MiniCssExtractPlugin with runtimeOptions to place the whole stylesheets it links",
    )
  extract.runtimeOptions.insert = INSERT_AFTER_REDUCED
  return config
}
