import { defineConfig, devices } from "@playwright/test"
import fs from "fs"
import { CHROME_ARGS, CHROME_PATH } from "./scripts/lib/chrome.mjs"

if (!fs.existsSync(CHROME_PATH)) {
  throw new Error(
    `No Chromium at ${CHROME_PATH}. Install one (Debian/Ubuntu: "sudo apt-get install -y chromium") ` +
      `or point CHROME_PATH at a Chromium or Chrome binary.`,
  )
}

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
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS },
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
