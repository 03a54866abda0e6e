import type { Configuration } from "webpack"

/**
 * CSS per page in the browser bundle. Gatsby puts every page's CSS into one site-wide `styles` chunk
 * (its cache group in gatsby/dist/utils/webpack.config.js), so every page's <head> carried every page's
 * rules. Here a page's own rules stay in its chunk, and each rule several pages share goes into a chunk
 * of the pages that use it (webpack's split by the set of chunks a module serves, unnamed: `name: false`).
 * A page loads only the shared rules its own components use. Each module's rules still exist once: a
 * stylesheet that repeated them, arriving later (Gatsby loads a page's code and CSS as its link is
 * hovered), would come after the page on screen's own settings in the cascade and undo them.
 * Throws when Gatsby's configuration has no `styles` cache group to change.
 */
export function perPageCss(config: Configuration): Configuration {
  const cacheGroups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined
  const styles = cacheGroups?.styles
  if (!styles || typeof styles !== "object" || styles instanceof RegExp)
    throw new Error(
      "per-page-css: Gatsby's webpack configuration has no `styles` cache group (optimization.splitChunks.cacheGroups.styles) to split per page",
    )
  cacheGroups.styles = { test: styles.test, priority: styles.priority, minChunks: 2, minSize: 0, name: false }
  return config
}
