/**
 * Each page inlines its stylesheets (Gatsby's <style data-href>), read from the browser build's CSS
 * files. Gatsby re-renders a page's HTML when its data or the HTML renderer changed; a new browser
 * bundle only gets the pages' scripts slice stitched in again. So after a change to CSS alone, a
 * cached build (a host's build cache keeps .cache/ and public/) kept every page's old stylesheets.
 * Salting the renderer's hashes with the stylesheets' names (each carries its content hash) makes such
 * a change a renderer change: every page is rendered again. Should Gatsby's re-render rule change, the
 * check after the build (staleStylesheets) fails it, naming the page.
 */
import fs from "fs"
import path from "path"

interface WebpackStats {
  assetsByChunkName?: Record<string, string | string[]>
}

/**
 * The stylesheets a browser build wrote, from the webpack.stats.json Gatsby writes beside it: each
 * name carries its content's hash, so the list changes exactly when some CSS does.
 */
export function builtStylesheets(stats: WebpackStats, file = "webpack.stats.json"): string[] {
  if (!stats.assetsByChunkName)
    throw new Error(`stylesheet-rerender: ${file} has no assetsByChunkName: Gatsby no longer writes webpack's stats`)
  const names = Object.values(stats.assetsByChunkName).flat()
  const stylesheets = [...new Set(names.filter((name) => name.endsWith(".css")))].sort()
  if (stylesheets.length === 0)
    throw new Error(`stylesheet-rerender: ${file} lists no .css file among its chunks' assets: nothing to salt with`)
  return stylesheets
}

/** The stylesheets a page's HTML inlines that are not among `built` (paths as in data-href, "/x.css"). */
export function staleStylesheets(html: string, built: readonly string[]): string[] {
  const current = new Set(built.map((name) => `/${name}`))
  const inlined = [...html.matchAll(/<style\b[^>]*\bdata-href="([^"]+)"/g)].map((m) => m[1])
  return inlined.filter((href) => !current.has(href))
}

/** builtStylesheets of the build in publicDir. */
export function readBuiltStylesheets(publicDir: string): string[] {
  const file = path.join(publicDir, "webpack.stats.json")
  return builtStylesheets(JSON.parse(fs.readFileSync(file, "utf8")) as WebpackStats, file)
}

/** The HTML renderer's hash salt: changes whenever some stylesheet does. */
export const hashSalt = (stylesheets: readonly string[]) => stylesheets.join(" ")
