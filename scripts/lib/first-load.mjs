// The built pages, and the JavaScript each loads first, gzipped: inline scripts, any <script src>, Gatsby's
// app chunk group (which the inline loader adds after the first paint) and the page component's.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import NOT_PAGES from "../../plugins/hosting-adapter/not-pages.json" with { type: "json" }

// A tripwire, not a target (docs/performance.md, "Budgets are tripwires"): set about 3 KB above the largest page (Home,
// 85.6 KB on 2026-12-05; 84.4 KB once the footer's form loaded after the page); raise it only with a reason in the commit.
export const FIRST_LOAD_BUDGET = 89 * 1024

/**
 * Every built HTML page: { route, htmlFile }. The build serves each page as <route>.html
 * (plugins/hosting-adapter/pages.ts); a build without that adapter keeps Gatsby's <route>/index.html.
 */
export function builtPages(publicDir = "public") {
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`No build in ${publicDir}/: run "npm run build" first.`)
  const pages = fs
    .readdirSync(publicDir, { recursive: true })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !NOT_PAGES.includes(file.split("/")[0]))
    .map((file) => ({
      route: `/${file.replace(/(^|\/)index\.html$|\.html$/, "")}`,
      htmlFile: path.join(publicDir, file),
    }))
    .sort((a, b) => a.route.localeCompare(b.route) || a.htmlFile.localeCompare(b.htmlFile))
  // Gatsby writes the 404 page twice, as 404.html and 404/index.html: one route.
  return pages.filter((page, i) => i === 0 || page.route !== pages[i - 1].route)
}

/** The HTML file of a built route, in either layout. */
const htmlFileOf = (route, publicDir) => {
  const flat = path.join(publicDir, route === "/" ? "index.html" : `${route}.html`)
  return fs.existsSync(flat) ? flat : path.join(publicDir, route, "index.html")
}

/** The first built page of each folder of generated pages (/jobs/<slug>, /blog/<slug>): one page per template. */
export const templatePages = (publicDir = "public") => [
  ...new Map(
    builtPages(publicDir)
      .map(({ route }) => route.split("/"))
      .filter((parts) => parts.length === 3)
      .map((parts) => [parts[1], parts.join("/")]),
  ).values(),
]

/** The page component (Gatsby's componentChunkName) a built route renders. */
export const componentOf = (route, publicDir = "public") =>
  JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json")))
    .componentChunkName

/** The first of the given routes for each page component: pages that differ only in their data count once. */
export function onePerComponent(routes, publicDir = "public") {
  const components = routes.map((route) => componentOf(route, publicDir))
  return routes.filter((_, i) => components.indexOf(components[i]) === i)
}

/** The .js files of one of webpack's named chunk groups ("app", a page component, "firebase"). */
export function chunkGroupFiles(group, publicDir = "public") {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
  return (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"))
}

/** A size as the checks and the bench print it: 85.6 KB. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** The entry that stands for a page's inline scripts. */
export const INLINE = "(inline scripts)"

/** The JS a page loads first, as { route, entries: [{ file, gzip }], total } (gzipped bytes). */
export function firstLoadOf(route, publicDir = "public") {
  const html = fs.readFileSync(htmlFileOf(route, publicDir), "utf8")
  const files = new Set([...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]))
  for (const group of ["app", componentOf(route, publicDir)])
    for (const file of chunkGroupFiles(group, publicDir)) files.add(file)
  const inline = [
    ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((match) => match[1])
    .join("\n")
  const entries = [...files.keys()].map((file) => ({ file, text: fs.readFileSync(path.join(publicDir, file)) }))
  if (inline.trim()) entries.push({ file: INLINE, text: inline })
  const sized = entries.map(({ file, text }) => ({ file, gzip: zlib.gzipSync(text, { level: 9 }).length }))
  return { route, entries: sized, total: sized.reduce((sum, entry) => sum + entry.gzip, 0) }
}
