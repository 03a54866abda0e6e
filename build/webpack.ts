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

/** The production configuration for one stage: short class names; for the browser bundle, CSS per page. */
export function productionConfig(config: Configuration, stage: "build-javascript" | "build-html") {
  shortenCssModuleNames(config.module?.rules ?? [])
  // Each page inlines the CSS of its own chunks (layout and shared UI in commons, its sections in its
  // page chunk) instead of Gatsby's one site-wide `styles` chunk, which put every page's rules in
  // every page's <head>.
  if (stage === "build-javascript") {
    const splitChunks = config.optimization?.splitChunks
    if (splitChunks && splitChunks.cacheGroups) delete splitChunks.cacheGroups.styles
  }
  return config
}
