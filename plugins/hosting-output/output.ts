import fs from "fs"
import path from "path"
import { buildHeaderRules, formatHeadersFile } from "./headers"
import { builtPages, flattenPages, servedPaths } from "./pages"
import { redirectsFile, type GatsbyRedirect } from "./redirects"
import { robotsTxt } from "./crawlers"
import { scriptsAfterFirstPaint } from "../build/scripts-after-paint"
import { readBuiltStylesheets, staleStylesheets } from "../build/stylesheets"

/**
 * Everything the hosts read beside the pages, written once every page's HTML exists: pages moved to
 * `x.html` (served at `/x` without a hop) with their scripts loaded after the first paint
 * (build/scripts-after-paint.ts), each checked to inline this build's stylesheets (build/stylesheets.ts),
 * `_redirects`, `_headers` (each page's CSP hashes its inline scripts as built) and robots.txt.
 */
export function writeHostingFiles({
  publicDir,
  pagePaths,
  redirects,
  siteUrl,
}: {
  publicDir: string
  /** Gatsby's page paths, as created this build ("/", "/about", "/404.html"). */
  pagePaths: readonly string[]
  redirects: readonly GatsbyRedirect[]
  siteUrl: string
}) {
  if (!fs.existsSync(path.join(publicDir, "404.html"))) {
    throw new Error("public/404.html is missing: both hosts need it to send unknown paths home.")
  }
  flattenPages(publicDir, pagePaths)
  const stylesheets = readBuiltStylesheets(publicDir)
  const pages = builtPages(publicDir).map((page) => {
    const stale = staleStylesheets(page.html, stylesheets)
    if (stale.length > 0) {
      throw new Error(
        `public/${page.file} inlines ${stale.join(", ")}, which this build did not write: the page is left from an earlier build. Run "npm run clean", then build again.`,
      )
    }
    const html = scriptsAfterFirstPaint(page.html, page.file)
    if (html !== page.html) fs.writeFileSync(path.join(publicDir, page.file), html)
    return { ...page, html }
  })
  const served = new Set(pages.flatMap((page) => servedPaths(page.file)))
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile(redirects, served))
  fs.writeFileSync(path.join(publicDir, "_headers"), formatHeadersFile(buildHeaderRules(pages)))
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
}
