// Gatsby's production webpack configuration, adjusted; gatsby-node's onCreateWebpackConfig applies it.
import type { Configuration, RuleSetRule, RuleSetUseItem } from "webpack"

/**
 * CSS-module class names as a short hash in production. Gatsby's `[name]--[local]--[hash]`
 * ("problems-module--grid--3f2a1") is written out in every class attribute of the HTML, in each
 * page's inline stylesheet and in the JavaScript that maps names to classes; `gatsby develop` keeps
 * the readable names. The server render and the browser bundle must name classes alike, so both
 * production stages get the same setting.
 */
export const PRODUCTION_CLASS_NAME = "[hash:base64:5]"

function shortenCssModuleNames(rules: ReadonlyArray<RuleSetRule | "..." | false | null | undefined | 0 | "">) {
  for (const rule of rules) {
    if (!rule || rule === "...") continue
    if (rule.oneOf) shortenCssModuleNames(rule.oneOf)
    if (rule.rules) shortenCssModuleNames(rule.rules)
    const uses = (Array.isArray(rule.use) ? rule.use : [rule.use]) as RuleSetUseItem[]
    for (const use of uses) {
      if (typeof use !== "object" || !use || typeof use.loader !== "string" || !use.loader.includes("css-loader"))
        continue
      const options = use.options as { modules?: unknown } | undefined
      if (options && typeof options.modules === "object" && options.modules)
        (options.modules as { localIdentName?: string }).localIdentName = PRODUCTION_CLASS_NAME
    }
  }
}

/**
 * gatsby-plugin-manifest's browser code calls getManifestForPathname only for a localised manifest.
 * The site's is not, so the call is compiled away, but its module stayed: webpack cannot tell it has no
 * side effects. That module `require`s "gatsby" (CommonJS), which makes webpack keep every export of
 * Gatsby's browser API, used or not (the Slice API, StaticQuery, ...), in every page's first load.
 */
export const SIDE_EFFECT_FREE = /[\\/]gatsby-plugin-manifest[\\/]get-manifest-pathname\.js$/

/**
 * The production configuration for one stage: short class names; for the browser bundle, CSS per page.
 * Gatsby puts every page's CSS into one site-wide `styles` chunk, so every page's <head> carried every
 * page's rules. Here a page inlines its own rules, and the rules several pages share (layout, the UI
 * components, src/styles) form one `shared-styles` chunk that every such page loads first. Shared
 * rules must exist once: a page stylesheet that repeated them, arriving later (Gatsby loads a page's
 * code and CSS as its link is hovered), would come after the page on screen's own settings in the
 * cascade and undo them.
 */
export function productionConfig(
  config: Configuration,
  stage: "build-javascript" | "build-html",
  stylesheets: readonly string[] = [],
) {
  shortenCssModuleNames(config.module?.rules ?? [])
  // Gatsby re-renders a page's HTML when its data or the HTML renderer changed; a new browser bundle
  // only gets the pages' scripts slice stitched in again. Yet each page inlines the browser build's
  // stylesheets, so after a change to CSS alone a cached build kept every page's old stylesheet. Salting
  // the renderer's hashes with the stylesheets' names (each carries its content hash) makes that change a
  // renderer change: every page is rendered again.
  if (stage === "build-html") config.output = { ...config.output, hashSalt: stylesheets.join(" ") }
  const cacheGroups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined
  const styles = cacheGroups?.styles
  if (stage === "build-javascript") config.module?.rules?.push({ test: SIDE_EFFECT_FREE, sideEffects: false })
  if (stage === "build-javascript" && styles && typeof styles === "object" && !(styles instanceof RegExp)) {
    cacheGroups.styles = {
      test: styles.test,
      name: "shared-styles",
      priority: styles.priority,
      minChunks: 2,
      minSize: 0,
    }
  }
  return config
}

/**
 * Gatsby modules every page's first load carried that do nothing in this site's production build,
 * for webpack to replace with an empty module (`EMPTY_BROWSER_MODULE`):
 * - the internal partytown plugin's gatsby-browser: in production it returns at once (it serves
 *   `gatsby develop`), yet its imports, gatsby-script and partytown's integration, were bundled;
 * - the service-worker registration, which Gatsby runs only when a plugin implements
 *   registerServiceWorker: replaced only while none of `browserApis` (every plugin's) is that.
 */
export function unusedBrowserModules(browserApis: readonly string[]): RegExp[] {
  const unused = [/[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/]
  if (!browserApis.includes("registerServiceWorker")) unused.push(/[\\/]register-service-worker\.js$/)
  return unused
}

/** The empty module, as a path in the project. */
export const EMPTY_BROWSER_MODULE = "build/empty-browser-module.ts"

/** Gatsby's Head API handler for the browser, and what the build bundles in its place (see that file). */
export const HEAD_EXPORT_HANDLER = {
  pattern: /[\\/](\.cache|cache-dir)[\\/]head[\\/]head-export-handler-for-browser\.js$/,
  replacement: "build/head-export-handler.ts",
}

/** Each Gatsby module the browser build replaces, with the project file webpack bundles in its place. */
export function browserModuleReplacements(browserApis: readonly string[]): Array<[RegExp, string]> {
  return [
    ...unusedBrowserModules(browserApis).map((pattern): [RegExp, string] => [pattern, EMPTY_BROWSER_MODULE]),
    [HEAD_EXPORT_HANDLER.pattern, HEAD_EXPORT_HANDLER.replacement],
  ]
}
