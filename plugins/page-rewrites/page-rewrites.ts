/**
 * One pass over the pages Gatsby wrote, after the build and before the adapter (plugins/hosting-adapter)
 * moves them and hashes their inline scripts: each page is read once, rewritten by every rewrite of
 * PAGE_REWRITES in order, and written back once, only if it changed. Each rewrite is a pure function of
 * the page's HTML that throws, naming itself and the page, when Gatsby's markup is not what it expects.
 */
import fs from "fs"
import path from "path"
import { gatsbyPageFile } from "../shared/built-pages"
import { withoutChunkMap } from "./chunk-map"
import { withSamePagePath } from "./same-page-path"
import { scriptsAfterFirstPaint } from "./scripts-after-paint"
import { stripNullBytes } from "./strip-null-bytes"
import { usedCssOnly } from "./used-css"

export interface PageRewrite {
  /** Names it in the build's report and in its errors. */
  name: string
  /** The page's HTML as the rewrites before it left it; `file` names the page in errors. */
  rewrite: (html: string, file: string) => string | Promise<string>
}

/**
 * The rewrites, in the order each page goes through them; each one is turned off by removing its line.
 * - strip-null-bytes first, so the others read the text React meant to write (react#31134);
 * - used-css: reads the markup and rewrites only the head's stylesheets;
 * - no-chunk-map, same-page-path-script: each replaces one inline script of Gatsby's;
 * - scripts-after-paint last: it moves Gatsby's script tags into a loader of its own, and touches
 *   nothing the others read.
 */
export const PAGE_REWRITES: readonly PageRewrite[] = [
  { name: "strip-null-bytes", rewrite: stripNullBytes },
  { name: "used-css", rewrite: usedCssOnly },
  { name: "no-chunk-map", rewrite: withoutChunkMap },
  { name: "same-page-path-script", rewrite: withSamePagePath },
  { name: "scripts-after-paint", rewrite: scriptsAfterFirstPaint },
]

/** A page through every rewrite in order; `changedBy` names those that changed it. */
export async function rewritePage(html: string, file: string, rewrites: readonly PageRewrite[] = PAGE_REWRITES) {
  const changedBy: string[] = []
  let page = html
  for (const { name, rewrite } of rewrites) {
    const next = await rewrite(page, file)
    if (next !== page) changedBy.push(name)
    page = next
  }
  return { html: page, changedBy }
}

/**
 * Rewrites the built pages at `pagePaths` in `publicDir`, each read and written once; returns how many
 * pages each rewrite changed.
 */
export async function rewriteBuiltPages(
  publicDir: string,
  pagePaths: readonly string[],
  rewrites: readonly PageRewrite[] = PAGE_REWRITES,
): Promise<Record<string, number>> {
  const changed: Record<string, number> = Object.fromEntries(rewrites.map(({ name }) => [name, 0]))
  for (const pagePath of pagePaths) {
    const file = path.join(publicDir, gatsbyPageFile(pagePath))
    const html = fs.readFileSync(file, "utf8")
    const result = await rewritePage(html, path.relative(path.dirname(publicDir), file), rewrites)
    for (const name of result.changedBy) changed[name] += 1
    if (result.changedBy.length > 0) fs.writeFileSync(file, result.html)
  }
  return changed
}
