import { test as base, type Page, type Request } from "@playwright/test"
import { test, expect, visit, watchForErrors, FIXTURE_TIME } from "./fixtures"
import { jobs, pages } from "./routes"
import { settle } from "./page-helpers"

/** Records every report the enforced Content-Security-Policy makes, from before any page script runs. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} ${event.sample}`)
    })
  })
  return () => page.evaluate(() => window.__cspViolations)
}

/**
 * Every page as Cloudflare Pages serves it (the headers themselves are hosts.spec's): its own title,
 * heading, header and footer, hydrated under its Content-Security-Policy, with its structured data, and
 * without a runtime error. Every test in this folder already fails on a console
 * error, an uncaught exception or a failed request to the site (the fixture); this one also waits out
 * what happens later: Gatsby prefetches the page data of every link that scrolls into view, in batches
 * of four, three seconds apart. The page clock is fast-forwarded so that takes no real time.
 */
test.describe("every page loads clean", () => {
  for (const { path, title, types } of pages) {
    test(`${path} renders its page, hydrates under its CSP with its stylesheets inline, carries its structured data, and prefetches its links without an error`, async ({
      page,
    }) => {
      const cspViolations = await recordCspViolations(page)
      // The fake clock also stands in for performance marks, so this test does not wait for Gatsby's
      // hydration mark (visit): it only looks and scrolls until the clock runs.
      await page.clock.install()
      const response = await page.goto(path)
      await page.waitForLoadState("networkidle")
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/$" : `${path}$`}`))
      expect(await page.title()).toContain(title)
      // One h1 (a locator matching two fails strict mode), and it shows.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expect(page.getByRole("banner")).toBeVisible()
      await expect(page.getByRole("contentinfo")).toBeVisible()
      // Gatsby's runtime ran (its scripts were allowed) and rendered the route announcer off-screen.
      await expect.poll(() => page.evaluate(() => typeof window.___navigate)).toBe("function")
      await expect(page.locator("#gatsby-announcer")).toHaveCSS("position", "absolute")
      // The runtime recognised the page's inline stylesheets as its own: it fetched none again, which
      // would restyle the whole page (every build starts clean, so they are this build's).
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0)

      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
        JSON.parse(text),
      )
      const found = jsonLd.map((item) => item["@type"])
      expect(found.slice(0, 2)).toEqual(["Organization", "WebSite"])
      expect(found).toEqual(expect.arrayContaining(types))

      await settle(page)
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      let requests = 0
      const inFlight = new Set<Request>()
      page.on("request", (request) => {
        requests += 1
        inFlight.add(request)
      })
      page.on("requestfinished", (request) => inFlight.delete(request))
      page.on("requestfailed", (request) => inFlight.delete(request))
      // Advance the clock batch by batch until two batches in a row fetch nothing more, letting each
      // batch's requests finish (so one that fails does so inside this test).
      for (let quiet = 0, batch = 0; quiet < 2 && batch < 40; batch++) {
        const before = requests
        await page.clock.runFor(3_500)
        await page.waitForTimeout(100)
        await expect.poll(() => inFlight.size, { intervals: [50] }).toBe(0)
        quiet = requests === before ? quiet + 1 : 0
      }
      expect(await cspViolations()).toEqual([])
    })
  }

  test("client-side navigation keeps working under the first page's policy", async ({ page }) => {
    const cspViolations = await recordCspViolations(page)
    await visit(page, `/jobs/${jobs[0].slug}`)
    await page.getByRole("link", { name: /back to all openings/i }).click()
    await expect(page).toHaveURL(/\/jobs$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await page.waitForLoadState("networkidle")
    expect(await cspViolations()).toEqual([])
  })
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
