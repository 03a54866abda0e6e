// First-load JavaScript of each built page: every script its HTML loads before the page is
// interactive (inline scripts, the <script src> files, and the chunk group of its page component,
// which Gatsby's runtime loads before hydrating), gzipped.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import NOT_PAGES from "../../hosting/not-pages.json" with { type: "json" }

// What the pages load today (the largest, Home, 88.9 KB) with a little room: a change that adds to
// every page's start-up has to say so here.
export const FIRST_LOAD_BUDGET = 90 * 1024

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length

/** Every built HTML page: { route, htmlFile }. The build serves each page as <route>.html (hosting/pages.ts). */
export function builtPages(publicDir = "public") {
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`No build in ${publicDir}/: run "npm run build" first.`)
  return fs
    .readdirSync(publicDir, { recursive: true })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !NOT_PAGES.includes(file.split("/")[0]))
    .map((file) => ({ route: `/${file.replace(/(^index)?\.html$/, "")}`, htmlFile: path.join(publicDir, file) }))
    .sort((a, b) => a.route.localeCompare(b.route))
}

/** The first built page of each folder of generated pages (/jobs/<slug>, /blog/<slug>): one page per template. */
export function templatePages(publicDir = "public") {
  const generated = builtPages(publicDir)
    .map(({ route }) => route)
    .filter((route) => route.split("/").length === 3)
  return [...new Map(generated.map((route) => [route.split("/")[1], route])).values()]
}

/** The page component (Gatsby's componentChunkName) a built route renders. */
export function componentOf(route, publicDir = "public") {
  const file = path.join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json")
  return JSON.parse(fs.readFileSync(file, "utf8")).componentChunkName
}

/** The first of the given routes for each page component: pages that differ only in their data count once. */
export function onePerComponent(routes, publicDir = "public") {
  const first = new Map()
  for (const route of routes) {
    const component = componentOf(route, publicDir)
    if (!first.has(component)) first.set(component, route)
  }
  return [...first.values()]
}

/** The .js files of one of webpack's named chunk groups ("app", a page component, "firebase"). */
export function chunkGroupFiles(group, publicDir = "public") {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
  return (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"))
}

/** The entry that stands for a page's inline scripts. */
export const INLINE = "(inline scripts)"

/** The JS a page loads first, as [{ file, bytes, gzip }] plus the total gzipped size. */
export function firstLoadOf(route, publicDir = "public") {
  const htmlFile = path.join(publicDir, route === "/" ? "index.html" : `${route}.html`)
  const html = fs.readFileSync(htmlFile, "utf8")
  const componentChunkName = componentOf(route, publicDir)

  const files = new Set([...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]))
  for (const group of ["app", componentChunkName]) for (const file of chunkGroupFiles(group, publicDir)) files.add(file)

  const entries = [...files].map((file) => {
    const buffer = fs.readFileSync(path.join(publicDir, file))
    return { file, bytes: buffer.length, gzip: gzipSize(buffer) }
  })
  const inline = [
    ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((m) => m[1])
    .join("\n")
  if (inline.trim())
    entries.push({ file: INLINE, bytes: Buffer.byteLength(inline), gzip: gzipSize(Buffer.from(inline)) })
  return { route, componentChunkName, entries, total: entries.reduce((sum, e) => sum + e.gzip, 0) }
}

export function firstLoadReport(publicDir = "public") {
  return builtPages(publicDir).map(({ route }) => firstLoadOf(route, publicDir))
}
