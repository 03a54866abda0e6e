/** @jest-environment node */
import type { Configuration } from "webpack"
import { createWebpackUtils } from "gatsby/dist/utils/webpack-utils"
import { Stage } from "gatsby/dist/commands/types"
import { PRODUCTION_CLASS_NAME, productionConfig } from "../../build/webpack"

/** A configuration holding Gatsby's own CSS rule for the stage, as gatsby's webpack config builds it. */
function gatsbyConfig(stage: "build-javascript" | "build-html"): Configuration {
  const gatsbyStage = stage === "build-html" ? Stage.BuildHTML : Stage.BuildJavascript
  const { rules } = createWebpackUtils(gatsbyStage, { directory: process.cwd() } as never)
  return {
    // as gatsby/dist/utils/webpack.config.js has it: modules first, plain CSS otherwise
    module: { rules: [{ oneOf: [rules.cssModules(), rules.css()] }] },
    optimization: { splitChunks: { cacheGroups: { styles: { name: "styles" }, framework: { name: "framework" } } } },
  }
}

/** Every localIdentName the configuration's loaders are given. */
const cssLoaderOptions = (config: Configuration) =>
  [...JSON.stringify(config.module?.rules).matchAll(/"localIdentName":"([^"]*)"/g)].map((match) => match[1])

describe("productionConfig", () => {
  it.each(["build-javascript", "build-html"] as const)(
    "gives CSS modules short class names in %s, the same in both stages",
    (stage) => {
      const config = gatsbyConfig(stage)
      expect(cssLoaderOptions(config)).toEqual(["[name]--[local]--[hash:hex:5]"])
      expect(cssLoaderOptions(productionConfig(config, stage))).toEqual([PRODUCTION_CLASS_NAME])
    },
  )

  it("drops the site-wide styles chunk from the browser bundle only", () => {
    const groups = (config: Configuration) =>
      Object.keys((config.optimization?.splitChunks || {}).cacheGroups ?? {}).sort()
    expect(groups(productionConfig(gatsbyConfig("build-javascript"), "build-javascript"))).toEqual(["framework"])
    expect(groups(productionConfig(gatsbyConfig("build-html"), "build-html"))).toEqual(["framework", "styles"])
  })
})
