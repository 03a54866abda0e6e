/** @jest-environment node */
import type { Configuration } from "webpack"
import { gatsbyConfig } from "../../shared/__tests__/helpers/gatsby-webpack-config"
import { PRODUCTION_CLASS_NAME, shortClassNames } from "../short-class-names"

/** Every localIdentName the configuration's loaders are given. */
const cssLoaderOptions = (config: Configuration) =>
  [...JSON.stringify(config.module?.rules).matchAll(/"localIdentName":"([^"]*)"/g)].map((match) => match[1])

describe("shortClassNames", () => {
  it.each(["build-javascript", "build-html"] as const)(
    "gives CSS modules short class names in %s, the same in both stages",
    (stage) => {
      const config = gatsbyConfig(stage)
      expect(cssLoaderOptions(config)).toEqual(["[name]--[local]--[hash:hex:5]"])
      expect(cssLoaderOptions(shortClassNames(config))).toEqual([PRODUCTION_CLASS_NAME])
    },
  )

  it("fails naming itself when no css-loader has CSS-module options (Gatsby's CSS rules changed)", () => {
    const config: Configuration = { module: { rules: [{ test: /\.css$/, use: [{ loader: "css-loader" }] }] } }
    expect(() => shortClassNames(config)).toThrow("short-class-names: found no css-loader with `modules` options")
  })
})
