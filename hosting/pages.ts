import fs from "fs"
import path from "path"

/**
 * The HTML pages of a build, and where the hosts serve them.
 *
 * Gatsby writes every page as a folder index (`about/index.html`). Netlify and Cloudflare Pages both
 * answer a request for a folder without its slash (`/about`) with a redirect to `/about/`, while the
 * site's links and canonical URLs are slash-less (`trailingSlash: "never"`). Both hosts serve a file
 * `about.html` at `/about` with 200, so the build moves each folder index to a sibling `.html` file:
 * one address per page, served without a hop. (`/about/` then redirects to `/about` on both.)
 */

/** Gatsby's own folders hold data, assets and slice fragments, never pages. */
const NOT_PAGES = new Set(["page-data", "static", "_gatsby", "~partytown", "icons"])

export interface BuiltPage {
  /** The HTML file relative to public/, with forward slashes: "index.html", "about.html", "404.html". */
  readonly file: string
  readonly html: string
}

const toPosix = (p: string) => p.split(path.sep).join("/")

function walkHtml(publicDir: string, visit: (full: string, rel: string) => void, dir = publicDir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!(dir === publicDir && NOT_PAGES.has(entry.name))) walkHtml(publicDir, visit, full)
    } else if (entry.name.endsWith(".html")) {
      visit(full, toPosix(path.relative(publicDir, full)))
    }
  }
}

/**
 * Moves `x/index.html` to `x.html` for every page but the root. Where Gatsby already wrote the
 * `.html` twin (`404/index.html` beside `404.html`), the folder copy goes. Returns the moves made.
 */
export function flattenPages(publicDir: string): Array<[from: string, to: string]> {
  const indexes: string[] = []
  walkHtml(publicDir, (full, rel) => {
    if (rel !== "index.html" && rel.endsWith("/index.html")) indexes.push(full)
  })
  const moves: Array<[string, string]> = []
  for (const index of indexes) {
    const folder = path.dirname(index)
    const target = `${folder}.html`
    if (fs.existsSync(target)) fs.rmSync(index)
    else {
      fs.renameSync(index, target)
      moves.push([toPosix(path.relative(publicDir, index)), toPosix(path.relative(publicDir, target))])
    }
    if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder)
  }
  return moves
}

/** Every HTML page of the build (after flattening), for the per-page security headers. */
export function builtPages(publicDir: string): BuiltPage[] {
  const pages: BuiltPage[] = []
  walkHtml(publicDir, (full, file) => pages.push({ file, html: fs.readFileSync(full, "utf8") }))
  return pages.sort((a, b) => a.file.localeCompare(b.file))
}

/**
 * The request paths a host answers with 200 from an HTML file: "about.html" → "/about" (both hosts)
 * and "/about.html" (Netlify serves it as is; Cloudflare redirects it to "/about").
 */
export function servedPaths(file: string): string[] {
  if (file === "index.html") return ["/"]
  if (file.endsWith("/index.html")) return [`/${file.slice(0, -"index.html".length)}`]
  return [`/${file.replace(/\.html$/, "")}`, `/${file}`]
}
