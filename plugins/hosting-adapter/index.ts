import fs from "fs"
import path from "path"
import type { AdapterInit, IRedirectRoute, IStaticRoute, RoutesManifest } from "gatsby"
import { writeHostingFiles } from "./output"
import { brokenLinks, brokenLinksReport } from "./links"
import { unflattenPages, type BuiltPage } from "./pages"
import type { GatsbyRedirect } from "./redirects"

/**
 * The site's Gatsby adapter (gatsby-config's `adapter`): after the build, it writes what Netlify and
 * Cloudflare Pages read, from Gatsby's routes manifest and the built files. With an adapter in
 * gatsby-config, Gatsby installs none of its own (it would install gatsby-adapter-netlify when
 * NETLIFY=true, whose headers and `/*  /  302` replace the site's): every host's build machine makes
 * the same files. README.md beside this file says what it writes and why.
 */

/** Where the adapter records which pages it moved, so the next build can put them back first. */
const MOVED_PAGES = path.join(".cache", "hosting-adapter", "moved-pages.json")

interface Options {
  /** The site's address, for robots.txt's sitemap line. */
  siteUrl: string
  /** The content's folder (data/), where the report of a broken link looks for the files that hold it. */
  dataDir: string
}

/** The paths of the HTML pages among the routes ("/", "/about", "/404.html"), not the slices' fragments. */
export function pageRoutes(routes: RoutesManifest): string[] {
  return routes
    .filter(
      (route): route is IStaticRoute =>
        route.type === "static" && route.filePath.endsWith(".html") && !route.filePath.startsWith("public/_gatsby/"),
    )
    .map((route) => route.path)
    .sort()
}

export function redirectRoutes(routes: RoutesManifest): GatsbyRedirect[] {
  return routes
    .filter((route): route is IRedirectRoute => route.type === "redirect")
    .map((route) => ({ fromPath: route.path, toPath: route.toPath, statusCode: route.status }))
}

const hostingAdapter: AdapterInit<Options> = (options) => {
  if (!options?.siteUrl) throw new Error("hosting-adapter: the site's address (siteUrl) is missing")
  if (!options.dataDir) throw new Error("hosting-adapter: the content's folder (dataDir) is missing")
  const { siteUrl, dataDir } = options
  return {
    name: "hosting-adapter",
    cache: {
      // Gatsby's incremental build reads the pages it does not render again where it wrote them
      // (`about/index.html`): an earlier build's `about.html` goes back first. Runs before Gatsby
      // reads its cache. `npm run build` starts clean; this serves a `gatsby build` run over an earlier one.
      restore: () => {
        const moved = fs.existsSync(MOVED_PAGES) ? (JSON.parse(fs.readFileSync(MOVED_PAGES, "utf8")) as string[]) : []
        if (moved.length > 0 && fs.existsSync("public")) unflattenPages(path.resolve("public"), moved)
      },
      store: () => {},
    },
    adapt: ({ routesManifest, reporter }) => {
      // read before any file moves: Gatsby lists the files of public/ when the manifest is first asked for
      const pagePaths = pageRoutes(routesManifest)
      const publicDir = path.resolve("public")
      const redirects = redirectRoutes(routesManifest)
      let pages: BuiltPage[]
      try {
        pages = writeHostingFiles({ publicDir, pagePaths, redirects, siteUrl }).pages
        fs.mkdirSync(path.dirname(MOVED_PAGES), { recursive: true })
        fs.writeFileSync(MOVED_PAGES, `${JSON.stringify(pagePaths, null, 2)}\n`)
      } catch (error) {
        reporter.panic(`hosting-adapter: could not write the hosting files: ${(error as Error).message}`)
        return
      }
      // last, on the pages as the hosts will serve them: the deploy stops before a visitor meets a dead link
      const broken = brokenLinks(publicDir, pages, redirects)
      if (broken.length > 0) reporter.panic(`hosting-adapter: ${brokenLinksReport(broken, dataDir)}`)
    },
    config: () => ({
      supports: { pathPrefix: false, trailingSlash: ["never"] },
    }),
  }
}

export default hostingAdapter
