import { test as base } from "@playwright/test"
import { test, expect, visit, watchForErrors } from "./fixtures"
import { routes } from "./routes"
import { settle } from "./page-helpers"

/**
 * No runtime errors. Every test in this folder already fails on a console error, an uncaught
 * exception or a failed request to the site (the fixture); this one also waits out what happens
 * later: Gatsby prefetches the page data of every link that scrolls into view, in batches of four,
 * three seconds apart. The page clock is fast-forwarded so that takes no real time.
 */
test.describe("no runtime errors, including deferred prefetches", () => {
  for (const route of routes) {
    test(`${route.path} loads, scrolls and prefetches its links without an error`, async ({ page }) => {
      await page.clock.install()
      await visit(page, route.path)
      await settle(page)
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      let requests = 0
      page.on("request", () => (requests += 1))
      // Advance the clock batch by batch until two batches in a row fetch nothing more.
      for (let quiet = 0, batch = 0; quiet < 2 && batch < 40; batch++) {
        const before = requests
        await page.clock.runFor(3_500)
        await page.waitForTimeout(150)
        await page.waitForLoadState("networkidle")
        quiet = requests === before ? quiet + 1 : 0
      }
      await page.waitForLoadState("networkidle")
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1)
    })
  }
})

base("the error watch itself reports a console error, an uncaught exception and a failed request", async ({ page }) => {
  const errors = watchForErrors(page)
  await visit(page, "/about")
  await page.evaluate(() => {
    console.error("something broke")
    setTimeout(() => {
      throw new Error("thrown later")
    })
    return fetch("/no-such-file.js").catch(() => undefined)
  })
  await expect.poll(() => errors().join("\n")).toContain("uncaught: thrown later")
  const found = errors().join("\n")
  expect(found).toContain("console.error: something broke")
  expect(found).toContain("HTTP 404: http://127.0.0.1")
})
