import { createRequire } from "module"
import path from "path"
import type { Configuration } from "webpack"

/**
 * gatsby-plugin-manifest's browser code calls getManifestForPathname only for a localised manifest.
 * The site's is not, so the call is compiled away, but its module stayed: webpack cannot tell it has no
 * side effects. That module `require`s "gatsby" (CommonJS), which makes webpack keep every export of
 * Gatsby's browser API, used or not (the Slice API, StaticQuery, ...), in every page's first load.
 */
export const SIDE_EFFECT_FREE = /[\\/]gatsby-plugin-manifest[\\/]get-manifest-pathname\.js$/

/**
 * The browser bundle's configuration with the helper marked free of side effects. `helper` is the
 * helper's file as installed (undefined when it cannot be found): the rule must name a file that exists.
 */
export function markHelperSideEffectFree(config: Configuration, helper: string | undefined): Configuration {
  if (!helper || !SIDE_EFFECT_FREE.test(helper))
    throw new Error(
      `manifest-helper-side-effect-free: gatsby-plugin-manifest's get-manifest-pathname.js is not where the rule expects it (${helper ?? "not installed"}): gatsby-plugin-manifest has changed`,
    )
  config.module?.rules?.push({ test: SIDE_EFFECT_FREE, sideEffects: false })
  return config
}

/** The helper's file as the site in `directory` has it installed, or undefined. */
export function installedHelper(directory: string): string | undefined {
  try {
    return createRequire(path.join(directory, "package.json")).resolve("gatsby-plugin-manifest/get-manifest-pathname")
  } catch {
    return undefined
  }
}
