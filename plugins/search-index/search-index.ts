import fs from "fs"
import path from "path"
import { PAGE_TYPE_OF_COMPONENT, pageTypeOfComponent, type PageType } from "../../src/lib/search"
import { gatsbyPageFile } from "../shared/built-pages"

/** Where the index goes in public/; the search page loads `/pagefind/pagefind.js` from it. */
export const INDEX_FOLDER = "pagefind"

/** Layout's `<main>`: the page's own content, the only element indexed (no header, footer or consent banner). */
const MAIN_ELEMENT = /<main\b[^>]*\bid="main-content"[^>]*>/i

const canonicalPath = (html: string) => {
  const href = /<link\b[^>]*\brel="canonical"[^>]*>/i.exec(html)?.[0].match(/\bhref="([^"]*)"/)?.[1]
  return href === undefined ? undefined : new URL(href, "https://site.invalid").pathname.replace(/(.)\/$/, "$1")
}

/**
 * A figure whose content is a drawing (an element read as one image, `role="img"`: the app screens drawn
 * in HTML, src/components/product-page/app-screen.tsx) with its caption. Its lines are sample content
 * ("Morning medicine, 8:00 Taken"), not the page's: the index leaves out the whole figure, so no result's
 * excerpt quotes a drawing or its "Illustration: …" caption.
 */
const DRAWING_FIGURE = /<figure\b[^>]*>(?=(?:(?!<\/figure>)[\s\S])*?\brole="img")/gi

/**
 * The page as Pagefind should read it: its `<main>` marked as the only part to index, with the page's
 * type as a filter (`data-pagefind-body`, `data-pagefind-filter`, put here rather than by Layout so that
 * no page carries them in its JavaScript), and a space between every two adjacent tags. Pagefind
 * separates only the elements it knows as blocks; the build's HTML has no whitespace between tags, so
 * the words of side-by-side spans, links and cells ran together in excerpts ("AI health models85%").
 * Drawn figures are marked to be left out (DRAWING_FIGURE). The deployed file keeps its bytes; only the
 * text given to the index changes.
 */
export function indexableHtml(html: string, type: PageType): string {
  const marked = html
    .replace(MAIN_ELEMENT, (main) => `${main.slice(0, -1)} data-pagefind-body data-pagefind-filter="type:${type}">`)
    .replace(DRAWING_FIGURE, (figure) => `${figure.slice(0, -1)} data-pagefind-ignore>`)
  return marked.replace(/>(?=<)/g, "> ")
}

/**
 * The files of Pagefind's own ready-made interfaces, which `writeFiles` always writes and the site never
 * loads (its search page uses `pagefind.js`, `pagefind-worker.js` and the index): about 430 KB left out
 * of every deploy.
 */
export const UNUSED_FILES = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
] as const

/** Removes UNUSED_FILES from the index folder; throws when Pagefind wrote none of them (its output changed). */
export function removeUnusedFiles(outputPath: string): void {
  const present = UNUSED_FILES.filter((name) => fs.existsSync(path.join(outputPath, name)))
  if (present.length === 0) {
    throw new Error(
      `Pagefind no longer writes ${UNUSED_FILES.join(", ")} into ${outputPath}: check what it writes now and update UNUSED_FILES`,
    )
  }
  for (const name of present) fs.rmSync(path.join(outputPath, name))
}

const noIndex = (html: string) => /<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*noindex/i.test(html)

/**
 * Whether a page belongs in the search: it has Layout's `<main>` (a page without Layout does not),
 * search engines may index it (404 pages may not), and it is its own canonical page (`/home` is Home's
 * duplicate). Pages whose component the search leaves out (PAGE_TYPE_OF_COMPONENT) are not asked.
 */
export function isSearchable(pagePath: string, html: string): boolean {
  return MAIN_ELEMENT.test(html) && !noIndex(html) && canonicalPath(html) === pagePath
}

/**
 * pagefind is an ES module with only an "import" export. Gatsby compiles gatsby-node files to CommonJS
 * and turns `import()` into `require()`, which that package refuses ("No exports main defined"): the
 * import is left to Node itself.
 */
const importPagefind = new Function("specifier", "return import(specifier)").bind(null, "pagefind") as () => Promise<
  typeof import("pagefind")
>

export interface IndexReport {
  /** Pages indexed, by language. */
  pages: Record<string, number>
  skipped: number
}

/** A page of the build: its path and its component's path from the project's root (`src/templates/blog-post.tsx`). */
export interface BuiltPage {
  path: string
  component: string
}

/**
 * Indexes the built pages (as Gatsby wrote them, `about/index.html`) with Pagefind's Node API, each at
 * its own path, into public/pagefind/: one index per language, from each page's `<html lang>`. Any
 * error Pagefind reports is thrown, so the build stops, and so is a component PAGE_TYPE_OF_COMPONENT
 * names that is not in the project (it was renamed or moved: its pages would be typed "page"
 * unnoticed). A template may make no page at all (every opening closed), so the file is what is checked.
 */
export async function writeSearchIndex(
  projectDir: string,
  publicDir: string,
  pages: readonly BuiltPage[],
): Promise<IndexReport> {
  const missing = Object.keys(PAGE_TYPE_OF_COMPONENT).filter(
    (component) => !fs.existsSync(path.join(projectDir, component)),
  )
  if (missing.length > 0) {
    throw new Error(`PAGE_TYPE_OF_COMPONENT (src/lib/search.ts) names ${missing.join(", ")}, not in the project`)
  }
  const pagefind = await importPagefind()
  const { index, errors } = await pagefind.createIndex({})
  if (!index || errors.length > 0) throw new Error(`Pagefind could not start: ${errors.join("; ")}`)
  const report: IndexReport = { pages: {}, skipped: 0 }
  try {
    for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
      const type = pageTypeOfComponent(page.component)
      const html = fs.readFileSync(path.join(publicDir, gatsbyPageFile(page.path)), "utf8")
      if (type === null || !isSearchable(page.path, html)) {
        report.skipped += 1
        continue
      }
      const added = await index.addHTMLFile({ url: page.path, content: indexableHtml(html, type) })
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${page.path}: ${added.errors.join("; ")}`)
      const lang = /<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1] ?? "unknown"
      report.pages[lang] = (report.pages[lang] ?? 0) + 1
    }
    if (Object.keys(report.pages).length === 0) {
      throw new Error('no page has <main id="main-content">: has Layout (src/components/layout/layout.tsx) changed?')
    }
    const outputPath = path.join(publicDir, INDEX_FOLDER)
    fs.rmSync(outputPath, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`)
    removeUnusedFiles(outputPath)
  } finally {
    await pagefind.close()
  }
  return report
}
