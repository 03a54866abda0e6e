// The pages of a build, read from the build itself: the browser tests, the Lighthouse budgets and the bench
// visit what public/ holds, so a page added to src/pages or made from data is visited without being listed.
import fs from "node:fs"
import { builtPages, componentOf } from "./first-load.mjs"

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }

/** Text of an HTML element as a browser reads it: `Machine Learning &amp; NLP` → `Machine Learning & NLP`. */
const decode = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name) =>
    name[0] === "#"
      ? String.fromCodePoint(name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : (ENTITIES[name.toLowerCase()] ?? entity),
  )

/**
 * Every page of the build but the 404 pages, as `{ path, locale, title, component }`: its served path
 * (`/about`, `/hi/jobs/<slug>`), the language of its `<html lang>`, its `<title>` as the server rendered
 * it, and Gatsby's name for the component that renders it (`component---src-pages-about-tsx`).
 */
export function sitePages(publicDir = "public") {
  return builtPages(publicDir)
    .filter(({ route }) => !/(^|\/)404$/.test(route))
    .map(({ route, htmlFile }) => {
      const html = fs.readFileSync(htmlFile, "utf8")
      return {
        path: route,
        locale: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? "",
        title: decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
        component: componentOf(route, publicDir),
      }
    })
}

/** The language of the build's Home (`/`): the one whose pages have unprefixed paths. */
export const defaultLocaleOf = (pages) => pages.find((page) => page.path === "/")?.locale

/** The path after its language's prefix: `/hi/about` → `/about`, `/kn` → `/` (prefixes are the build's own languages). */
export function pathInLanguage(page, defaultLocale) {
  if (page.locale === defaultLocale) return page.path
  return page.path.slice(page.locale.length + 1) || "/"
}

/** The build's top-level pages in the default language (`/`, `/about`, `/privacy`), not `/jobs/<slug>` or `/news/2`. */
export function topLevelPages(publicDir = "public") {
  const pages = sitePages(publicDir)
  const defaultLocale = defaultLocaleOf(pages)
  return pages.filter((page) => page.locale === defaultLocale && page.path.lastIndexOf("/") === 0)
}
