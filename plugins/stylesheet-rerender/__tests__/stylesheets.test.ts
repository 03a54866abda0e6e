import { builtStylesheets, hashSalt, staleStylesheets } from "../stylesheets"

// webpack.stats.json as gatsby/dist/utils/gatsby-webpack-stats-extractor.js writes it (abridged)
const stats = {
  assetsByChunkName: {
    app: ["webpack-runtime-1.js", "framework-2.js", "app-3.js"],
    "component---src-pages-index-tsx": [
      "shared-styles.new1.css",
      "commons-4.js",
      "component---src-pages-index-tsx.a1.css",
    ],
    "component---src-pages-about-tsx": ["shared-styles.new1.css", "component---src-pages-about-tsx.b2.css"],
  },
}

const page = (...hrefs: string[]) =>
  `<!DOCTYPE html><html><head>${hrefs
    .map((href) => `<style data-href="${href}" data-identity="gatsby-global-css">.a{color:red}</style>`)
    .join("")}</head><body></body></html>`

describe("builtStylesheets", () => {
  it("lists each stylesheet the browser build wrote once, sorted", () => {
    expect(builtStylesheets(stats)).toEqual([
      "component---src-pages-about-tsx.b2.css",
      "component---src-pages-index-tsx.a1.css",
      "shared-styles.new1.css",
    ])
  })

  it("fails naming itself and the file when the stats are not webpack's", () => {
    expect(() => builtStylesheets({}, "public/webpack.stats.json")).toThrow(
      "stylesheet-rerender: public/webpack.stats.json has no assetsByChunkName",
    )
  })

  it("fails when the stats list no stylesheet, which would leave the salt empty", () => {
    expect(() => builtStylesheets({ assetsByChunkName: { app: ["app-3.js"] } }, "webpack.stats.json")).toThrow(
      "stylesheet-rerender: webpack.stats.json lists no .css file",
    )
  })
})

describe("hashSalt", () => {
  it("changes when a stylesheet does, so a CSS change renders every page again", () => {
    expect(hashSalt(["a.1.css", "b.2.css"])).not.toEqual(hashSalt(["a.1.css", "b.3.css"]))
  })
})

describe("staleStylesheets", () => {
  const built = builtStylesheets(stats)

  it("finds nothing in a page that inlines this build's stylesheets", () => {
    expect(staleStylesheets(page("/shared-styles.new1.css", "/component---src-pages-index-tsx.a1.css"), built)).toEqual(
      [],
    )
  })

  it("names each inlined stylesheet this build did not write", () => {
    expect(staleStylesheets(page("/shared-styles.old9.css", "/component---src-pages-index-tsx.a1.css"), built)).toEqual(
      ["/shared-styles.old9.css"],
    )
  })
})
