import type { Configuration } from "webpack"

/**
 * CSS per page in the browser bundle. Gatsby puts every page's CSS into one site-wide `styles` chunk
 * (its cache group in gatsby/dist/utils/webpack.config.js), so every page's <head> carried every page's
 * rules. Here a page inlines its own rules, and the rules several pages share (layout, the UI
 * components, src/styles) form one `shared-styles` chunk that every such page loads first. Shared rules
 * must exist once: a page stylesheet that repeated them, arriving later (Gatsby loads a page's code and
 * CSS as its link is hovered), would come after the page on screen's own settings in the cascade and
 * undo them. Throws when Gatsby's configuration has no `styles` cache group to change.
 */
export function perPageCss(config: Configuration): Configuration {
  const cacheGroups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined
  const styles = cacheGroups?.styles
  if (!styles || typeof styles !== "object" || styles instanceof RegExp)
    throw new Error(
      "per-page-css: Gatsby's webpack configuration has no `styles` cache group (optimization.splitChunks.cacheGroups.styles) to split per page",
    )
  cacheGroups.styles = { test: styles.test, name: "shared-styles", priority: styles.priority, minChunks: 2, minSize: 0 }
  return config
}
