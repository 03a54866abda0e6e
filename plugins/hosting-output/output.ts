import fs from "fs"
import path from "path"
import { buildHeaderRules, formatHeadersFile } from "./headers"
import { builtPages, flattenPages, servedPaths } from "./pages"
import { redirectsFile, type GatsbyRedirect } from "./redirects"
import { robotsTxt } from "./crawlers"

/**
 * Everything the hosts read beside the pages, written once every page's HTML is final (the plugins
 * that rewrite pages run their onPostBuild before this one): pages moved to `x.html` (served at `/x`
 * without a hop), `_redirects`, `_headers` (each page's CSP hashes its inline scripts as built) and
 * robots.txt.
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
  const pages = builtPages(publicDir)
  const served = new Set(pages.flatMap((page) => servedPaths(page.file)))
  const folderNotFoundPages = pages.map((page) => page.file).filter((file) => /^[^/]+\/404\.html$/.test(file))
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile(redirects, served, folderNotFoundPages))
  fs.writeFileSync(path.join(publicDir, "_headers"), formatHeadersFile(buildHeaderRules(pages)))
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
}
