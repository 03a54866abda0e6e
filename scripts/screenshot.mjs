#!/usr/bin/env node
// Full-page screenshots of the build in public/ served by wrangler pages dev, at 1280, 800 and 375 px, to
// look at pages as a visitor would: shots/<path>-<width>.png.   node scripts/screenshot.mjs /path …
import { chromium } from "@playwright/test"
import { startHost } from "./lib/host.mjs"
import { CHROME_ARGS, CHROME_PATH } from "./lib/chrome.mjs"

const host = await startHost({ dir: "public" })
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS })
try {
  for (const route of process.argv.length > 2 ? process.argv.slice(2) : ["/"]) {
    for (const width of [1280, 800, 375]) {
      // Reduced motion: scroll-in fades would otherwise leave below-the-fold sections blank.
      const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" })
      await page.goto(host.url + route, { waitUntil: "networkidle" })
      // Scrolled through once so lazy images load.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState("networkidle")
      const file = `shots/${route.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${width}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
      await page.close()
    }
  }
} finally {
  await browser.close()
  await host.stop()
}
