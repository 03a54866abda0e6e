/** @jest-environment node */
import type { Configuration } from "webpack"
import { gatsbyConfig, isCss } from "../../shared/__tests__/helpers/gatsby-webpack-config"
import { deferredStylesheets, perPageCss } from "../per-page-css"

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

describe("deferredStylesheets", () => {
  it("names a chunk deferred past the page's load that carries CSS, and nothing else", () => {
    const stats = {
      namedChunkGroups: {
        app: { assets: [{ name: "app-1.js" }, { name: "styles.css" }] },
        "component---src-pages-index-tsx": { assets: [{ name: "index.js" }, { name: "index.css" }] },
        "after-load-newsletter": { assets: [{ name: "after-load-newsletter-2.js" }] },
        "after-load-faq": { assets: [{ name: "after-load-faq-3.js" }, { name: "after-load-faq-3.css" }] },
      },
    }
    expect(deferredStylesheets(stats)).toEqual([
      expect.stringContaining("after-load-faq carries CSS (after-load-faq-3.css)"),
    ])
  })
})
