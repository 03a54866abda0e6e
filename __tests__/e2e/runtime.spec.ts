import { test as base } from "@playwright/test"
import { test, expect, visit, watchForErrors, FIXTURE_TIME } from "./fixtures"
import { jobs } from "./routes"
import { recordCspViolations } from "./page-helpers"

// Every page's own load (title, heading, header and footer, hydration under its CSP, structured data, its
// prefetches) is checked in every-page.spec.ts's one visit per page. Here: what happens across pages, and
// the checks' own checks.

test("client-side navigation keeps working under the first page's policy", async ({ page }) => {
  const cspViolations = await recordCspViolations(page)
  await visit(page, `/jobs/${jobs[0].slug}`)
  await page.getByRole("link", { name: /back to all openings/i }).click()
  await expect(page).toHaveURL(/\/jobs$/)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await page.waitForLoadState("networkidle")
  expect(await cspViolations()).toEqual([])
})

test("a page's clock is the fixture's, from its first script, whatever day the tests run", async ({ page }) => {
  await page.addInitScript(() => {
    window.__firstNow = Date.now()
  })
  await visit(page, "/about")
  const { first, now, made, called } = await page.evaluate(() => ({
    first: window.__firstNow ?? 0,
    now: Date.now(),
    made: new Date().getTime(),
    called: typeof Date(),
  }))
  // it runs on from the fixture's "now", as the test's own time passes
  for (const time of [first, now, made]) {
    expect(time).toBeGreaterThanOrEqual(FIXTURE_TIME)
    expect(time).toBeLessThan(FIXTURE_TIME + 120_000)
  }
  expect(now).toBeGreaterThanOrEqual(first)
  expect(called).toBe("string")
  expect(await page.evaluate(() => new Date(2030, 0, 1).getFullYear())).toBe(2030)
})

test("the first paint never waits for Gatsby's scripts: they are requested once it is on screen", async ({ page }) => {
  await visit(page, "/")
  const { paint, scripts } = await page.evaluate(() => {
    // startTime: when the frame reached the screen (its rendering update, paintTime, came earlier).
    const [first] = performance.getEntriesByName("first-contentful-paint")
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[]
    return {
      paint: first.startTime,
      scripts: resources.filter((entry) => entry.initiatorType === "script").map((entry) => entry.startTime),
    }
  })
  // webpack's runtime, React, the app, then the page's own chunks, which those load
  expect(scripts.length).toBeGreaterThanOrEqual(4)
  for (const start of scripts) expect(start).toBeGreaterThan(paint)
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
