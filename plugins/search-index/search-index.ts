import fs from "fs"
import path from "path"
import { gatsbyPageFile } from "../shared/gatsby-state"

/** Where the index goes in public/; the search page loads `/pagefind/pagefind.js` from it. */
export const INDEX_FOLDER = "pagefind"

/** The attribute Layout puts on `<main>`: Pagefind indexes that element only (no header, footer, banner). */
const BODY_ATTRIBUTE = /<main\b[^>]*\sdata-pagefind-body[\s>=]/i

const canonicalPath = (html: string) => {
  const href = /<link\b[^>]*\brel="canonical"[^>]*>/i.exec(html)?.[0].match(/\bhref="([^"]*)"/)?.[1]
  return href === undefined ? undefined : new URL(href, "https://site.invalid").pathname.replace(/(.)\/$/, "$1")
}

const noIndex = (html: string) => /<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*noindex/i.test(html)

/**
 * Whether a page belongs in the search: it marks its main content for the index (the search page and
 * any page without Layout do not), search engines may index it (404 pages may not), and it is its own
 * canonical page (`/home` is Home's duplicate).
 */
export function isSearchable(pagePath: string, html: string): boolean {
  return BODY_ATTRIBUTE.test(html) && !noIndex(html) && canonicalPath(html) === pagePath
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

/**
 * Indexes the built pages (as Gatsby wrote them, `about/index.html`) with Pagefind's Node API, each at
 * its own path, into public/pagefind/: one index per language, from each page's `<html lang>`. Any
 * error Pagefind reports is thrown, so the build stops.
 */
export async function writeSearchIndex(publicDir: string, pagePaths: Iterable<string>): Promise<IndexReport> {
  const pagefind = await importPagefind()
  const { index, errors } = await pagefind.createIndex({})
  if (!index || errors.length > 0) throw new Error(`Pagefind could not start: ${errors.join("; ")}`)
  const report: IndexReport = { pages: {}, skipped: 0 }
  try {
    for (const pagePath of [...pagePaths].sort()) {
      const html = fs.readFileSync(path.join(publicDir, gatsbyPageFile(pagePath)), "utf8")
      if (!isSearchable(pagePath, html)) {
        report.skipped += 1
        continue
      }
      const added = await index.addHTMLFile({ url: pagePath, content: html })
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${pagePath}: ${added.errors.join("; ")}`)
      const lang = /<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1] ?? "unknown"
      report.pages[lang] = (report.pages[lang] ?? 0) + 1
    }
    if (Object.keys(report.pages).length === 0) {
      throw new Error("no page has <main data-pagefind-body>: has Layout (src/components/layout/layout.tsx) changed?")
    }
    const outputPath = path.join(publicDir, INDEX_FOLDER)
    fs.rmSync(outputPath, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`)
  } finally {
    await pagefind.close()
  }
  return report
}
