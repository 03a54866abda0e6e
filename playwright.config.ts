import { defineConfig, devices } from "@playwright/test"
import fs from "fs"
import { TEST_ARGS, CHROME_PATH } from "./scripts/lib/chrome.mjs"
import { hostCommand } from "./scripts/lib/host.mjs"
import { netlifyCommand } from "./scripts/lib/netlify-host.mjs"
import {
  CLOUDFLARE_PORT,
  CLOUDFLARE_URL,
  E2E_EXPORT_TOKEN,
  E2E_RATE_LIMIT,
  NETLIFY_PORT,
  NETLIFY_URL,
} from "./__tests__/e2e/host-urls"

/** Where the Cloudflare test host keeps its local D1 and other state. */
const E2E_STATE = ".wrangler/e2e-state"

/** The request endpoint's settings on both test hosts (server/settings.ts). */
const REQUESTS_SETTINGS = { REQUESTS_EXPORT_TOKEN: E2E_EXPORT_TOKEN, REQUESTS_RATE_LIMIT: E2E_RATE_LIMIT }

if (!fs.existsSync(CHROME_PATH)) {
  throw new Error(
    `No Chromium at ${CHROME_PATH}. Install one (Debian/Ubuntu: "sudo apt-get install -y chromium-headless-shell") ` +
      `or point CHROME_PATH at a Chromium or Chrome binary.`,
  )
}

export default defineConfig({
  testDir: "./__tests__/e2e",
  fullyParallel: true,
  // Removes a Firebase-configured build left from an earlier run, and this run's once it ends.
  globalSetup: "./__tests__/e2e/global-setup.ts",
  // Three on two cores: a test spends part of its time waiting (network idle, hydration marks, timers),
  // which a third worker fills. Measured on the whole suite in full Chromium: 7.2 min at two, 6.0 at three;
  // a fourth no longer helps (2026-11-27: 13.9 min against 14.4 at three, both cores busy).
  workers: 3,
  // One retry in CI, reported as "flaky" in the summary: a page load that stalls once under a loaded
  // machine (seen: workerd answering nothing for 30 s while two test hosts and Lighthouse share two
  // cores) is the machine, not the site. A real fault fails both tries.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {
    // visual.spec: the same build renders pixel-identical shots here, run after run (0 pixels apart in
    // every run, alone or beside the whole suite). The slack, 0.003 % of a shot's pixels beyond
    // Playwright's default colour threshold (50 on the shortest page, 190 on Home at 375 px), is for a
    // stray anti-aliased edge; a planted change as small as two dates' text colour on News (118 pixels)
    // still fails.
    toHaveScreenshot: { maxDiffPixelRatio: 0.00003 },
  },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]] : "list",
  // A folder of its own, which Playwright empties as it starts: the other runners' reports in test-results/ stay for
  // the summary that ends `npm test` (scripts/test-summary.mjs).
  outputDir: "test-results/e2e",
  use: {
    baseURL: CLOUDFLARE_URL,
    launchOptions: { executablePath: CHROME_PATH, args: TEST_ARGS },
    // A test that fails keeps a trace of its network and actions only (no screenshots or DOM snapshots,
    // which would slow every test): a page load that stalls names the request it waited for
    // (`npx playwright show-trace test-results/e2e/<test>/trace.zip`).
    trace: { mode: "retain-on-first-failure", screenshots: false, snapshots: false, sources: false },
  },
  // The Firebase-configured site and Firefox ESR first: each is one file run in one worker (serial), and
  // the Firebase file starts with a build of its own (two minutes and more). Started first, they overlap
  // the Chromium tests; Playwright hands out a project's tests in the order of this list, and a project
  // that depends on another waits for every test of the phase before it.
  projects: [
    {
      name: "firebase",
      testMatch: /firebase\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // Firefox ESR runs under puppeteer-core (WebDriver BiDi) inside its spec; Playwright only schedules it.
    { name: "firefox-esr", testMatch: /firefox\.spec\.ts$/ },
    {
      name: "chromium",
      testIgnore: [/firefox\.spec\.ts$/, /firebase\.spec\.ts$/],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: [
    {
      // Cloudflare's own runtime (workerd) serving the build with its _redirects and _headers, as deployed,
      // and its Functions with a local D1 made from migrations/ first, as `npm start` does.
      // Its D1 is the run's own (E2E_STATE), made afresh: a developer's `npm start` keeps .wrangler/state/ to itself,
      // so the tests' many sends from 127.0.0.1 never count against it.
      command:
        `rm -rf ${E2E_STATE} && CI=1 npx wrangler d1 migrations apply lifelane-requests --local --persist-to ${E2E_STATE} && ` +
        hostCommand("public", CLOUDFLARE_PORT, "warn", REQUESTS_SETTINGS, E2E_STATE),
      url: `${CLOUDFLARE_URL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Netlify's own runtime (netlify dev --offline) on the same build: hosts.spec.ts asks both.
      command: netlifyCommand("public", NETLIFY_PORT),
      // Playwright gives the command these in place of its own environment, not beside it
      env: { ...(process.env as Record<string, string>), ...REQUESTS_SETTINGS },
      url: `${NETLIFY_URL}/`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
  ],
})
