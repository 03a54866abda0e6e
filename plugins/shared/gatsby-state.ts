// What the local plugins read from Gatsby's store (`store.getState()`), typed once: Gatsby's own
// state type is not part of its public API.
import fs from "fs"
import path from "path"
import type { NodePluginArgs } from "gatsby"

export interface GatsbyState {
  program: { directory: string }
  flattenedPlugins: ReadonlyArray<{ name: string; browserAPIs: readonly string[] }>
  config: { siteMetadata: { siteUrl: string } }
  pages: Map<string, unknown>
  redirects: ReadonlyArray<{ fromPath: string; toPath: string; statusCode?: number; isPermanent?: boolean }>
}

export const gatsbyState = (store: NodePluginArgs["store"]): GatsbyState => store.getState() as GatsbyState

/**
 * Where Gatsby writes a page's HTML in public/: "/" → "index.html", "/404.html" → "404.html",
 * "/about" → "about/index.html" (until the adapter, plugins/hosting-adapter, moves it to "about.html" after the build).
 */
export function gatsbyPageFile(pagePath: string): string {
  if (pagePath === "/") return "index.html"
  return pagePath.endsWith(".html") ? pagePath.slice(1) : `${pagePath.slice(1)}/index.html`
}

/** Runs `step`; an error in it (a Gatsby internal that no longer matches) stops the build with its message. */
export function panicOnError<T>(reporter: NodePluginArgs["reporter"], step: () => T): T {
  try {
    return step()
  } catch (error) {
    return reporter.panic((error as Error).message)
  }
}

/**
 * onPostBuild of a plugin that rewrites the pages as Gatsby wrote them (before the adapter moves
 * them): `rewrite(html, file)` for every page of this build, `file` relative to the project
 * ("public/about/index.html"); a page is written back only when its HTML changed.
 */
export function rewriteBuiltPages(
  { store, reporter }: Pick<NodePluginArgs, "store" | "reporter">,
  rewrite: (html: string, file: string) => string,
) {
  const { program, pages } = gatsbyState(store)
  panicOnError(reporter, () => {
    for (const pagePath of pages.keys()) {
      const file = path.join("public", gatsbyPageFile(pagePath))
      const full = path.join(program.directory, file)
      const html = fs.readFileSync(full, "utf8")
      const rewritten = rewrite(html, file)
      if (rewritten !== html) fs.writeFileSync(full, rewritten)
    }
  })
}
