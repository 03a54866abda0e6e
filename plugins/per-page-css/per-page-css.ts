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

/** The part of webpack's stats (public/webpack.stats.json) read here: each named chunk group's files. */
export interface ChunkGroupStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>
}

/**
 * The stylesheets of chunks deferred past the page's load (`after-load-*`, src/components/layout/after-load.tsx),
 * as messages. Gatsby inlines only a page's own chunk group's CSS: a deferred part's rules in its own chunk
 * would leave its server HTML unstyled until its code arrives. The component that renders the part imports its
 * CSS modules, so webpack keeps them in the page's chunks.
 */
export function deferredStylesheets(stats: ChunkGroupStats): string[] {
  return Object.entries(stats.namedChunkGroups)
    .filter(([name]) => name.startsWith("after-load-"))
    .flatMap(([name, group]) =>
      group.assets
        .filter((asset) => asset.name.endsWith(".css"))
        .map(
          (asset) =>
            `per-page-css: the deferred chunk ${name} carries CSS (${asset.name}): import the part's CSS modules from the component that renders it (src/components/layout/after-load.tsx)`,
        ),
    )
}
