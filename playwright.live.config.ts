import { defineConfig, devices } from "@playwright/test"
import { TEST_ARGS, CHROME_PATH } from "./scripts/lib/chrome.mjs"
import { hostCommand } from "./scripts/lib/host.mjs"
import { CLOUDFLARE_PORT } from "./__tests__/e2e/host-urls"
import { LIVE_BUILD_DIR } from "./__tests__/live/build-dir"

/**
 * `npm run check:live`: the build of the real data/ (`npm run build`), checked for structure only:
 * every page renders in its language with no error, every link resolves, every language is complete.
 * Never its wording or counts, which editors change: the behaviour tests (playwright.config.ts) run
 * on the frozen fixture content (`npm run build:fixture`).
 */
const LIVE_PORT = CLOUDFLARE_PORT + 5

export default defineConfig({
  testDir: "./__tests__/live",
  fullyParallel: true,
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/live.json" }]] : "list",
  // A folder of its own, which Playwright empties as it starts: the other runners' reports in test-results/ stay for
  // the summary that ends `npm test` (scripts/test-summary.mjs).
  outputDir: "test-results/live",
  use: {
    ...devices["Desktop Chrome"],
    channel: undefined,
    baseURL: `http://127.0.0.1:${LIVE_PORT}`,
    launchOptions: { executablePath: CHROME_PATH, args: TEST_ARGS },
    trace: { mode: "retain-on-first-failure", screenshots: false, snapshots: false, sources: false },
  },
  webServer: {
    command: hostCommand(LIVE_BUILD_DIR, LIVE_PORT),
    url: `http://127.0.0.1:${LIVE_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
