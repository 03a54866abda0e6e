import type { Configuration, RuleSetRule, RuleSetUseItem } from "webpack"

/**
 * CSS-module class names as a short hash in production. Gatsby's `[name]--[local]--[hash]`
 * ("problems-module--grid--3f2a1") is written out in every class attribute of the HTML, in each
 * page's inline stylesheet and in the JavaScript that maps names to classes; `gatsby develop` keeps
 * the readable names. The server render and the browser bundle must name classes alike, so both
 * production stages get the same setting.
 */
export const PRODUCTION_CLASS_NAME = "[hash:base64:5]"

type Rules = ReadonlyArray<RuleSetRule | "..." | false | null | undefined | 0 | "">

/** Sets localIdentName on every css-loader with CSS-module options below `rules`; returns how many. */
function shortenCssModuleNames(rules: Rules): number {
  let changed = 0
  for (const rule of rules) {
    if (!rule || rule === "...") continue
    if (rule.oneOf) changed += shortenCssModuleNames(rule.oneOf)
    if (rule.rules) changed += shortenCssModuleNames(rule.rules)
    const uses = (Array.isArray(rule.use) ? rule.use : [rule.use]) as RuleSetUseItem[]
    for (const use of uses) {
      if (typeof use !== "object" || !use || typeof use.loader !== "string" || !use.loader.includes("css-loader"))
        continue
      const options = use.options as { modules?: unknown } | undefined
      if (options && typeof options.modules === "object" && options.modules) {
        ;(options.modules as { localIdentName?: string }).localIdentName = PRODUCTION_CLASS_NAME
        changed++
      }
    }
  }
  return changed
}

/** The configuration with short CSS-module class names; throws when it holds no css-loader with module options. */
export function shortClassNames(config: Configuration): Configuration {
  if (shortenCssModuleNames(config.module?.rules ?? []) === 0)
    throw new Error(
      "short-class-names: found no css-loader with `modules` options in Gatsby's webpack configuration: its CSS rules have changed",
    )
  return config
}
