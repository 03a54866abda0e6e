import { defineConfig, devices } from "@playwright/test"
import fs from "fs"

/** Debian's Chromium (or CHROME_PATH): Playwright's own browser download is not used. */
export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium"

if (!fs.existsSync(chromePath)) {
  throw new Error(
    `No Chromium at ${chromePath}. Install one (Debian/Ubuntu: "sudo apt-get install -y chromium") ` +
      `or point CHROME_PATH at a Chromium or Chrome binary.`,
  )
}

/** Flags that keep headless Chromium from stalling on a closed network. */
export const chromeArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
]

/** E2E_PORT lets several checkouts run their browser tests side by side. */
const PLAIN_PORT = Number(process.env.E2E_PORT ?? 9301)
const HOST_PORT = PLAIN_PORT + 1

export default defineConfig({
  testDir: "./__tests__/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]] : "list",
  use: {
    baseURL: `http://localhost:${PLAIN_PORT}`,
    launchOptions: { executablePath: chromePath, args: chromeArgs },
    trace: "off",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      // A bare static host: ignores _redirects and _headers, so the site's own fallbacks are tested.
      command: `node scripts/serve.mjs --plain --port ${PLAIN_PORT}`,
      url: `http://localhost:${PLAIN_PORT}/`,
      reuseExistingServer: false,
    },
    {
      // A Netlify-style host: applies _redirects and _headers from the build.
      command: `node scripts/serve.mjs --port ${HOST_PORT}`,
      url: `http://localhost:${HOST_PORT}/`,
      reuseExistingServer: false,
    },
  ],
})

export const hostURL = `http://localhost:${HOST_PORT}`
