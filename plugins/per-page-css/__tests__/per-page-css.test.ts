/** @jest-environment node */
import type { Configuration } from "webpack"
import { gatsbyConfig, isCss } from "../../shared/__tests__/helpers/gatsby-webpack-config"
import { perPageCss } from "../per-page-css"

const styles = (config: Configuration) => (config.optimization?.splitChunks || {}).cacheGroups?.styles

describe("perPageCss", () => {
  it("splits the styles several pages share by the pages that use them, however small", () => {
    expect(styles(perPageCss(gatsbyConfig("build-javascript")))).toEqual({
      test: isCss,
      name: false,
      priority: 40,
      minChunks: 2,
      minSize: 0,
    })
  })

  it("fails naming itself when Gatsby's configuration has no `styles` cache group", () => {
    const config = gatsbyConfig("build-javascript")
    config.optimization = { splitChunks: { cacheGroups: { framework: {} } } }
    expect(() => perPageCss(config)).toThrow("per-page-css: Gatsby's webpack configuration has no `styles` cache group")
  })
})
