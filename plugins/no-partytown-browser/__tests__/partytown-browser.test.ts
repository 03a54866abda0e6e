/** @jest-environment node */
import { PARTYTOWN_BROWSER } from "../partytown-browser"

const PARTYTOWN_PLUGIN = require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js")

describe("PARTYTOWN_BROWSER", () => {
  it("names Gatsby's partytown browser plugin as installed, and nothing else of Gatsby's", () => {
    expect(PARTYTOWN_BROWSER.test(PARTYTOWN_PLUGIN)).toBe(true)
    expect(PARTYTOWN_BROWSER.test(require.resolve("gatsby/cache-dir/production-app.js"))).toBe(false)
    expect(PARTYTOWN_BROWSER.test(require.resolve("gatsby-script"))).toBe(false)
  })

  it("names a plugin that does nothing outside `gatsby develop` (checked against the installed Gatsby)", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module as Gatsby's plugin runner loads it
    const plugin = require(PARTYTOWN_PLUGIN) as Record<string, unknown>
    expect(Object.keys(plugin).filter((key) => key !== "__esModule")).toEqual(["onInitialClientRender"])
    // NODE_ENV is "test" here, and this environment has no window: the plugin must return before
    // reaching for window.location, as it does in production.
    expect(() => (plugin.onInitialClientRender as () => void)()).not.toThrow()
  })
})
