import type { Page } from "@playwright/test"
import { test, expect, visit } from "./fixtures"
import { onePerComponent } from "./routes"
import { settle } from "./page-helpers"
import { CONSENT_KEY } from "../../src/firebase/consent"
import { LEAVE_SCRIPT } from "../../src/lib/routes"

/**
 * The 404 page moves on to Home from a head script before it paints; it is shot as a browser that
 * follows no such script sees it: the same answer, the script taken out.
 */
async function stayOnNotFound(page: Page) {
  await page.route("**/no-such-page", async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replace(LEAVE_SCRIPT, "") })
  })
}

/** A component's name for its baselines: `component---src-templates-job-posting-tsx` → `job-posting`; index is Home. */
const nameOf = (component: string) =>
  component
    .replace(/^component---src-(pages|templates)-/, "")
    .replace(/-tsx$/, "")
    .replace(/^index$/, "home")

/**
 * How each page looks, against the baselines in visual.spec.ts-snapshots/: one page per page component
 * of the build (each file of src/pages, each template through its first page), named after the
 * component, so a new page fails here until its baselines are taken. Declared, because the build cannot
 * say them: the 404 page (not among the pages a visitor reaches by a link) and one page in each other
 * language's script. An intended change of look updates its baselines in the same commit
 * (docs/testing.md, "Visual baselines": `npx playwright test visual.spec --update-snapshots`).
 */
const pages: Array<{ name: string; path: string; prepare?: (page: Page) => Promise<void> }> = [
  { name: "404", path: "/no-such-page", prepare: stayOnNotFound },
  ...onePerComponent.map((page) => ({ name: nameOf(page.component), path: page.path })),
  // one page in each other language: Devanagari and Kannada script, their line heights and conjuncts
  { name: "home-hi", path: "/hi" },
  { name: "contact-kn", path: "/kn/contact" },
]

const widths = [1280, 375] as const

// Reduced motion: the scroll-in reveals show everything at once, as the static HTML does.
test.use({ reducedMotion: "reduce" })

test.beforeEach(async ({ page }) => {
  // A visitor who has already chosen: a build with Firebase configured would otherwise open the
  // consent banner, fixed over the content, on every first visit (firebase.spec checks the banner).
  await page.addInitScript((key) => window.localStorage.setItem(key, "denied"), CONSENT_KEY)
})

for (const width of widths) {
  for (const { name, path, prepare } of pages) {
    test(`${name} (${path}) at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await prepare?.(page)
      await visit(page, path)
      await settle(page)
      // Every image drawn, the lazy ones settle() scrolled to included.
      await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))))
      // A long page's full shot takes seconds on a loaded machine, and the comparison takes two.
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
        fullPage: true,
        animations: "disabled",
        timeout: 20_000,
      })
    })
  }
}
