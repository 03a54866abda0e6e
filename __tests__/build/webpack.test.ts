/** @jest-environment node */
import type { Configuration } from "webpack"
import { createWebpackUtils } from "gatsby/dist/utils/webpack-utils"
import { Stage } from "gatsby/dist/commands/types"
import { PRODUCTION_CLASS_NAME, SIDE_EFFECT_FREE, productionConfig } from "../../build/webpack"

const isCss = () => true

/** A configuration holding Gatsby's own CSS rule for the stage, as gatsby's webpack config builds it. */
function gatsbyConfig(stage: "build-javascript" | "build-html"): Configuration {
  const gatsbyStage = stage === "build-html" ? Stage.BuildHTML : Stage.BuildJavascript
  const { rules } = createWebpackUtils(gatsbyStage, { directory: process.cwd() } as never)
  return {
    // as gatsby/dist/utils/webpack.config.js has it: modules first, plain CSS otherwise
    module: { rules: [{ oneOf: [rules.cssModules(), rules.css()] }] },
    optimization: {
      splitChunks: {
        cacheGroups: { styles: { test: isCss, name: "styles", priority: 40, enforce: true }, framework: {} },
      },
    },
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

  it("in the browser bundle, gathers only the styles several pages share into one chunk", () => {
    const styles = (config: Configuration) => (config.optimization?.splitChunks || {}).cacheGroups?.styles
    expect(styles(productionConfig(gatsbyConfig("build-javascript"), "build-javascript"))).toEqual({
      test: isCss,
      name: "shared-styles",
      priority: 40,
      minChunks: 2,
      minSize: 0,
    })
    expect(styles(productionConfig(gatsbyConfig("build-html"), "build-html"))).toMatchObject({ name: "styles" })
  })

  it("salts the HTML renderer's hashes with the browser build's stylesheets, so a CSS change renders every page again", () => {
    const salt = (stylesheets: string[]) =>
      productionConfig(gatsbyConfig("build-html"), "build-html", stylesheets).output?.hashSalt
    expect(salt(["a.1.css", "b.2.css"])).not.toEqual(salt(["a.1.css", "b.3.css"]))
    expect(productionConfig(gatsbyConfig("build-javascript"), "build-javascript", ["a.1.css"]).output).toBeUndefined()
  })

  it("in the browser bundle, lets webpack skip gatsby-plugin-manifest's unused helper (it requires all of Gatsby's browser API)", () => {
    const rule = (stage: "build-javascript" | "build-html") =>
      productionConfig(gatsbyConfig(stage), stage).module?.rules?.find(
        (candidate) => typeof candidate === "object" && candidate && candidate.sideEffects === false,
      )
    expect(rule("build-javascript")).toEqual({ test: SIDE_EFFECT_FREE, sideEffects: false })
    expect(rule("build-html")).toBeUndefined()
    expect(require.resolve("gatsby-plugin-manifest/get-manifest-pathname")).toMatch(SIDE_EFFECT_FREE)
  })
})
