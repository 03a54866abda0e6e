import type { Browser, Page } from "@playwright/test"
import { test, expect, visit, watchForErrors } from "./fixtures"
import { routesInEveryLanguage, words } from "./routes"
import { settle, visibleImageCount, visibleTextChunks } from "./page-helpers"

/**
 * Works without JavaScript: the static HTML alone shows each page's heading, its full main
 * content and a way to every header destination (the header links at 1024 px and up; below that the
 * menu cannot open, so the same destinations must be reachable through visible links, e.g. the footer).
 */
test.use({ javaScriptEnabled: false })

const widths = [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
] as const

async function snapshotOf(page: Page) {
  const main = page.locator("main")
  return { text: await visibleTextChunks(main), images: await visibleImageCount(main) }
}

/**
 * The same page with JavaScript, beside the test's JavaScript-less one: what its main shows, looked
 * at after everything has been revealed, at the size asked for (resized rather than reloaded, so one
 * visit serves both widths).
 */
async function pageWithJavaScript(browser: Browser, path: string) {
  // Options from test.use apply to browser.newContext too: switch JavaScript back on explicitly.
  const context = await browser.newContext({ javaScriptEnabled: true })
  const page = await context.newPage()
  const errors = watchForErrors(page)
  await page.setViewportSize(widths[0])
  await visit(page, path)
  return {
    async snapshotAt(size: { width: number; height: number }) {
      await page.setViewportSize(size)
      await settle(page)
      return snapshotOf(page)
    },
    async close() {
      expect(errors(), `errors on ${path} with JavaScript`).toEqual([])
      await context.close()
    },
  }
}

/** What main shows with JavaScript that the JavaScript-less page does not. */
async function compare(
  noJsPage: Page,
  withJs: Awaited<ReturnType<typeof pageWithJavaScript>>,
  size: { width: number; height: number },
) {
  const noJs = await snapshotOf(noJsPage)
  const js = await withJs.snapshotAt(size)
  const shown = new Set(noJs.text)
  return { missingText: js.text.filter((chunk) => !shown.has(chunk)), noJsImages: noJs.images, jsImages: js.images }
}

// Each page is checked at both widths in one test, so a test does twice the work of a single visit.
test.describe.configure({ timeout: 60_000 })

for (const route of routesInEveryLanguage) {
  test(`${route.path} at 1280px and 375px without JavaScript shows its content and navigation`, async ({
    page,
    browser,
  }) => {
    // One visit each, without and with JavaScript, resized from the wide to the narrow width.
    await page.setViewportSize(widths[0])
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    expect(await page.evaluate(() => "___loader" in window), "JavaScript is really off").toBe(false)
    const withJs = await pageWithJavaScript(browser, route.path)
    for (const size of widths) {
      const at = `on ${route.path} at ${size.width}px`
      await page.setViewportSize(size)

      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expect(page.locator("main")).toBeVisible()
      await expect(page.getByRole("banner")).toBeVisible()
      await expect(page.getByRole("contentinfo")).toBeVisible()

      // Every header destination is one visible link away.
      const headerTargets = await page
        .getByRole("banner")
        .locator("a[href^='/']")
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))])
      expect(headerTargets.length, "the header links exist in the static HTML").toBeGreaterThanOrEqual(5)
      const unreachable: string[] = []
      for (const href of headerTargets) {
        if (!(await page.locator(`a[href="${href}"]`).filter({ visible: true }).count())) unreachable.push(href)
      }
      expect(unreachable, `header destinations with no visible link ${at}`).toEqual([])
      if (size.width >= 1024)
        await expect(
          page.getByRole("navigation", { name: words(route.locale).mainNavLabel }).getByRole("link"),
        ).toHaveCount(5)

      // Nothing a visitor sees with JavaScript is missing without it.
      const { missingText, noJsImages, jsImages } = await compare(page, withJs, size)
      expect(missingText, `text visible with JavaScript but hidden (or absent) without it ${at}`).toEqual([])
      expect(noJsImages, `visible images in main without JavaScript ${at}`).toBeGreaterThanOrEqual(jsImages)
    }
    await withJs.close()
  })
}

test("the comparison catches content that only JavaScript reveals", async ({ page, browser }) => {
  // The static page as a site with a "reveal on load" effect would serve it.
  await page.route("**/about", async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace("</head>", "<style>main h1 { opacity: 0 }</style></head>")
    await route.fulfill({ response, body: html })
  })
  await page.goto("/about")
  const hiddenText = await page.locator("main h1").textContent()
  const withJs = await pageWithJavaScript(browser, "/about")
  const { missingText } = await compare(page, withJs, widths[0])
  await withJs.close()
  expect(missingText).toContain(hiddenText?.replace(/\s+/g, " ").trim())
})
