// Each page inlines its stylesheets (Gatsby's <style data-href>), read from the browser build's CSS files.
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
  if (!stats.assetsByChunkName) throw new Error(`${file} has no assetsByChunkName: not webpack's stats`)
  const names = Object.values(stats.assetsByChunkName).flat()
  return [...new Set(names.filter((name) => name.endsWith(".css")))].sort()
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
