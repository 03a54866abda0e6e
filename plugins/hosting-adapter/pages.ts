import fs from "fs"
import path from "path"
import notPages from "./not-pages.json"

/**
 * The HTML pages of a build, and where the hosts serve them.
 *
 * Gatsby writes every page as a folder index (`about/index.html`). Netlify and Cloudflare Pages both
 * answer a request for a folder without its slash (`/about`) with a redirect to `/about/`, while the
 * site's links and canonical URLs are slash-less (`trailingSlash: "never"`). Both hosts serve a file
 * `about.html` at `/about` with 200, so the build moves each folder index to a sibling `.html` file:
 * one address per page, served without a hop. (`/about/` then redirects to `/about` on both.)
 */

/**
 * Folders of public/ that hold no pages: Gatsby's data, assets and slice fragments, the manifest's
 * icons, and admin/ (the CMS, not the site). The scripts' checks read the same list.
 */
const NOT_PAGES = new Set<string>(notPages)

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
 * Moves each page's `x/index.html` to `x.html` (replacing what an earlier build left there), then
 * removes every Gatsby page file that belongs to no current page: Gatsby cleans up the folder indexes
 * of deleted pages, not the `.html` files made from them, so a closed job would otherwise stay online.
 * `pagePaths` are Gatsby's page paths ("/", "/about", "/404.html"). Returns the files removed.
 */
export function flattenPages(publicDir: string, pagePaths: readonly string[]): string[] {
  const expected = new Set<string>()
  for (const pagePath of pagePaths) {
    if (pagePath === "/" || pagePath.endsWith(".html")) {
      expected.add(pagePath === "/" ? "index.html" : pagePath.slice(1))
      continue
    }
    const index = path.join(publicDir, pagePath, "index.html")
    const target = path.join(publicDir, `${pagePath}.html`)
    if (fs.existsSync(index)) {
      fs.renameSync(index, target)
      const folder = path.dirname(index)
      if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder)
    }
    expected.add(`${pagePath.slice(1)}.html`)
  }
  const removed: string[] = []
  walkHtml(publicDir, (full, rel) => {
    if (expected.has(rel) || !fs.readFileSync(full, "utf8").includes('<div id="___gatsby">')) return
    fs.rmSync(full)
    removed.push(rel)
  })
  return removed.sort()
}

/**
 * The reverse of flattenPages, run before a build: Gatsby's incremental build reads the folder
 * indexes of the pages it does not re-render (to stitch slices into them), and fails on a page it
 * cannot find where it wrote it. An earlier build's `x.html` goes back to `x/index.html`.
 */
export function unflattenPages(publicDir: string, pagePaths: readonly string[]): void {
  for (const pagePath of pagePaths) {
    if (pagePath === "/" || pagePath.endsWith(".html")) continue
    const flat = path.join(publicDir, `${pagePath}.html`)
    const index = path.join(publicDir, pagePath, "index.html")
    if (fs.existsSync(flat) && !fs.existsSync(index)) {
      fs.mkdirSync(path.dirname(index), { recursive: true })
      // "/404" and "/404.html" are two pages of one component: the flat file stays for the second.
      if (pagePaths.includes(`${pagePath}.html`)) fs.copyFileSync(flat, index)
      else fs.renameSync(flat, index)
    }
  }
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
