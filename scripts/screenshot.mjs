#!/usr/bin/env node
// Full-page screenshots of the production build, for looking at pages as a visitor would.
//   node scripts/screenshot.mjs [--out shots] [--widths 1280,800,375] /path [/other ...]
// Serves public/ with wrangler pages dev on a free port; writes <out>/<path>-<width>.png.
import fs from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { chromium } from "@playwright/test"
import { startHost } from "./lib/host.mjs"
import { CHROME_ARGS, CHROME_PATH } from "./lib/chrome.mjs"

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: "string", default: "shots" },
    widths: { type: "string", default: "1280,800,375" },
    viewport: { type: "boolean", default: false },
  },
})

const host = await startHost({ dir: "public" })
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROME_ARGS,
})
fs.mkdirSync(values.out, { recursive: true })
try {
  for (const route of positionals.length ? positionals : ["/"]) {
    for (const width of values.widths.split(",").map(Number)) {
      // Reduced motion: scroll-in fades would otherwise leave below-the-fold sections blank in a full-page shot.
      const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" })
      await page.goto(`${host.url}${route}`, { waitUntil: "networkidle" })
      // Scroll through once so lazy images load, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 50))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForTimeout(300)
      const name = `${route.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${width}.png`
      await page.screenshot({ path: path.join(values.out, name), fullPage: !values.viewport })
      console.log(path.join(values.out, name))
      await page.close()
    }
  }
} finally {
  await browser.close()
  await host.stop()
}
