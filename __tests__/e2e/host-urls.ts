/**
 * Where the browser tests find the build: Cloudflare's runtime (every test's baseURL) and Netlify's
 * (hosts.spec.ts), both started by playwright.config.ts. E2E_PORT lets several checkouts run side by side.
 */
export const CLOUDFLARE_PORT = Number(process.env.E2E_PORT ?? 9301)
export const NETLIFY_PORT = CLOUDFLARE_PORT + 1
export const CLOUDFLARE_URL = `http://127.0.0.1:${CLOUDFLARE_PORT}`
export const NETLIFY_URL = `http://127.0.0.1:${NETLIFY_PORT}`

/** The export token both test hosts are given (REQUESTS_EXPORT_TOKEN): requests.spec.ts reads the stores through it. */
export const E2E_EXPORT_TOKEN = "e2e-export-token"
/**
 * The test hosts' rate limit: every browser test sends from 127.0.0.1, so the shared hosts allow many; the
 * limit itself is tested on hosts of its own with the default (requests.spec.ts).
 */
export const E2E_RATE_LIMIT = "10000/600"
