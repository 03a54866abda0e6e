import fs from "fs"
import path from "path"
import { buildHeaderRules, formatHeadersFile, withoutPolicyMeta } from "./headers"
import { builtPages, flattenPages, servedPaths } from "./pages"
import { redirectsFile, type GatsbyRedirect } from "./redirects"
import { robotsTxt } from "./crawlers"
import { firebaseConfigState } from "../../src/firebase/env"

/** Top-level folders of public/ with no pages in them, the content manager's aside: data, images, icons. */
function assetFolders(publicDir: string, pageFiles: readonly string[]): string[] {
  const pageFolders = new Set(pageFiles.filter((file) => file.includes("/")).map((file) => file.split("/")[0]))
  return fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "admin" && !pageFolders.has(entry.name))
    .map((entry) => entry.name)
}

/**
 * Everything the hosts read beside the pages, written once every page's HTML is final (the adapter
 * runs after every plugin's onPostBuild): pages moved to `x.html` (served at `/x` without a hop),
 * `_redirects`, `_headers` (the pages' CSP hashes their inline scripts as built) and robots.txt. Returns the pages
 * as written.
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
  // Google's hosts only where the pages will start Firebase: the variables Gatsby inlined this build, from
  // the environment or the build's .env file (which gatsby-config loads first: schema/build-env.ts)
  const policy = { firebase: firebaseConfigState() === "complete" }
  // Every address gets its policy from _headers, the 404 pages' too: none keeps a second one of its own
  const pages = builtPages(publicDir).map((page) => {
    const html = withoutPolicyMeta(page.html)
    if (html === page.html) return page
    fs.writeFileSync(path.join(publicDir, page.file), html)
    return { ...page, html }
  })
  const files = pages.map((page) => page.file)
  const served = new Set(pages.flatMap((page) => servedPaths(page.file)))
  const folderNotFoundPages = files.filter((file) => /^[^/]+\/404\.html$/.test(file))
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile(redirects, served, folderNotFoundPages))
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    formatHeadersFile(buildHeaderRules(pages, assetFolders(publicDir, files), policy)),
  )
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  return { pages }
}
