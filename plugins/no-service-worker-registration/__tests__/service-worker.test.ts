/** @jest-environment node */
import path from "path"
import { REGISTER_SERVICE_WORKER, assertNoServiceWorker } from "../service-worker"

describe("REGISTER_SERVICE_WORKER", () => {
  it("names Gatsby's service-worker registration as bundled from .cache and as installed", () => {
    // Gatsby copies cache-dir into .cache/ and bundles it from there.
    expect(REGISTER_SERVICE_WORKER.test(path.join(process.cwd(), ".cache", "register-service-worker.js"))).toBe(true)
    expect(REGISTER_SERVICE_WORKER.test(require.resolve("gatsby/cache-dir/register-service-worker.js"))).toBe(true)
    expect(REGISTER_SERVICE_WORKER.test(require.resolve("gatsby/cache-dir/production-app.js"))).toBe(false)
  })
})

describe("assertNoServiceWorker", () => {
  it("lets the build go on while no plugin registers a service worker", () => {
    expect(() =>
      assertNoServiceWorker([{ name: "gatsby-plugin-manifest", browserAPIs: ["onRouteUpdate"] }]),
    ).not.toThrow()
  })

  it("fails naming the plugin that registers one, which needs Gatsby's registration", () => {
    expect(() =>
      assertNoServiceWorker([{ name: "gatsby-plugin-offline", browserAPIs: ["registerServiceWorker"] }]),
    ).toThrow("no-service-worker-registration: gatsby-plugin-offline registers a service worker")
  })
})
