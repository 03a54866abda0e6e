/** @jest-environment node */
import type { Configuration } from "webpack"
import { createWebpackUtils } from "gatsby/dist/utils/webpack-utils"
import { Stage } from "gatsby/dist/commands/types"
import fs from "fs"
import path from "path"
import {
  HEAD_EXPORT_HANDLER,
  PRODUCTION_CLASS_NAME,
  SIDE_EFFECT_FREE,
  productionConfig,
  unusedBrowserModules,
} from "../../build/webpack"

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

describe("unusedBrowserModules", () => {
  const PARTYTOWN_PLUGIN = require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js")
  // Gatsby copies cache-dir into .cache/ and bundles it from there.
  const REGISTER_SERVICE_WORKER = path.join(process.cwd(), ".cache", "register-service-worker.js")
  const matched = (apis: string[]) => (file: string) => unusedBrowserModules(apis).some((pattern) => pattern.test(file))

  it("names Gatsby's partytown browser plugin and the service-worker registration, and nothing else of Gatsby's", () => {
    expect(matched([])(PARTYTOWN_PLUGIN)).toBe(true)
    expect(matched(["onRouteUpdate"])(REGISTER_SERVICE_WORKER)).toBe(true)
    expect(matched([])(require.resolve("gatsby/cache-dir/production-app.js"))).toBe(false)
    expect(matched([])(require.resolve("gatsby-script"))).toBe(false)
  })

  it("keeps the service-worker registration once a plugin registers a service worker", () => {
    expect(matched(["onRouteUpdate", "registerServiceWorker"])(REGISTER_SERVICE_WORKER)).toBe(false)
  })

  it("drops only a partytown plugin that does nothing outside `gatsby develop` (checked against the installed Gatsby)", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module as Gatsby's plugin runner loads it
    const plugin = require(PARTYTOWN_PLUGIN) as Record<string, unknown>
    expect(Object.keys(plugin).filter((key) => key !== "__esModule")).toEqual(["onInitialClientRender"])
    // NODE_ENV is "test" here, and this environment has no window: the plugin must return before
    // reaching for window.location, as it does in production.
    expect(() => (plugin.onInitialClientRender as () => void)()).not.toThrow()
  })
})

describe("HEAD_EXPORT_HANDLER", () => {
  const GATSBY_HANDLER = "head/head-export-handler-for-browser.js"

  it("names Gatsby's Head API handler for the browser, as bundled from .cache and as installed", () => {
    expect(HEAD_EXPORT_HANDLER.pattern.test(path.join(process.cwd(), ".cache", GATSBY_HANDLER))).toBe(true)
    expect(HEAD_EXPORT_HANDLER.pattern.test(require.resolve(`gatsby/cache-dir/${GATSBY_HANDLER}`))).toBe(true)
    expect(
      HEAD_EXPORT_HANDLER.pattern.test(require.resolve("gatsby/cache-dir/head/head-export-handler-for-ssr.js")),
    ).toBe(false)
  })

  it("replaces it with a module exporting what Gatsby imports from it (checked against the installed Gatsby)", () => {
    const source = (file: string) => fs.readFileSync(file, "utf8")
    const exported = (code: string) => [...code.matchAll(/^export (?:function|const) (\w+)/gm)].map((match) => match[1])
    const gatsbyHandler = source(require.resolve(`gatsby/cache-dir/${GATSBY_HANDLER}`))
    expect(exported(source(HEAD_EXPORT_HANDLER.replacement))).toEqual(exported(gatsbyHandler))
    // and Gatsby's browser code imports nothing else from it
    const cacheDir = path.dirname(require.resolve("gatsby/cache-dir/production-app.js"))
    const imports = (fs.readdirSync(cacheDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith(".js"))
      .flatMap((file) => [
        ...source(path.join(cacheDir, file)).matchAll(/import (.+) from "[./]+head\/head-export-handler-for-browser"/g),
      ])
      .map((match) => match[1])
    expect(imports).toEqual(["{ headHandlerForBrowser }"])
  })
})
