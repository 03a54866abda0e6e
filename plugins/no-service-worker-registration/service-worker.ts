/**
 * Gatsby's service-worker registration, in every first load, runs only when a plugin implements
 * registerServiceWorker. None does; should one be added, this plugin has to go (it says so).
 */
export const REGISTER_SERVICE_WORKER = /[\\/]register-service-worker\.js$/

/** Throws when a plugin (by name) implements registerServiceWorker: it needs Gatsby's registration. */
export function assertNoServiceWorker(plugins: ReadonlyArray<{ name: string; browserAPIs: readonly string[] }>) {
  const registering = plugins.filter((plugin) => plugin.browserAPIs.includes("registerServiceWorker"))
  if (registering.length > 0)
    throw new Error(
      `no-service-worker-registration: ${registering.map((plugin) => plugin.name).join(", ")} registers a service worker, which needs Gatsby's registration: remove no-service-worker-registration from gatsby-config.ts`,
    )
}
