import { test, expect, visit } from "./fixtures"
import { everyPage, words } from "./routes"
import { articlesNotNamedByTheirHeading, settle, waitForAnimations, widerThanViewport } from "./page-helpers"
import { allViolations, axeViolations } from "./a11y-engines"
import { mainSnapshot, noJsProblems, openWithoutJavaScript } from "./no-js-checks"

const WIDE = { width: 1280, height: 800 }
const NARROW = { width: 375, height: 800 }

// One load of each page serves every check below, so a test does the work of several visits.
test.describe.configure({ timeout: 120_000 })

/**
 * One visit per page of the build in every language (routes.ts reads them from public/, so a page added
 * later is checked without being listed), generated ones too, but the /home aliases of Home: wide, then
 * narrowed, then with the menu open; beside it the same page without JavaScript. Each check is soft and names itself, the page and the width, so one failure does not
 * hide another:
 * - accessibility: axe (WCAG 2.0–2.2 A and AA), IBM Equal Access and HTML_CodeSniffer (a11y-engines.ts) at
 *   1280 and 375 px, and axe inside the open mobile menu; every article named by its heading;
 * - reflow (WCAG 1.4.10): no width from 320 to 1280 px scrolls sideways;
 * - works without JavaScript (no-js-checks.ts): at both widths, the h1, main, header and footer show, every
 *   header destination has a visible link, and nothing main shows with JavaScript is missing without it.
 */
for (const { path: pagePath, locale } of everyPage) {
  test(`${pagePath}: accessibility engines at 1280 and 375 px and in the menu, reflow at 320–1280 px, the same content without JavaScript`, async ({
    page,
    browser,
  }) => {
    const { openMenu, menuTitle } = words(locale)
    await page.setViewportSize(WIDE)
    await visit(page, pagePath)
    await settle(page)
    const wideWithJs = await mainSnapshot(page)
    expect.soft(await allViolations(page), `accessibility violations on ${pagePath} at 1280px`).toEqual([])
    expect
      .soft(await articlesNotNamedByTheirHeading(page), `articles on ${pagePath} not named by their heading`)
      .toEqual([])
    expect.soft(await widerThanViewport(page), `${pagePath} is wider than the viewport`).toEqual([])

    await page.setViewportSize(NARROW)
    await settle(page)
    const narrowWithJs = await mainSnapshot(page)
    expect.soft(await allViolations(page), `accessibility violations on ${pagePath} at 375px`).toEqual([])

    const noJs = await openWithoutJavaScript(browser, pagePath, WIDE)
    expect.soft(noJs.response?.status(), `${pagePath} without JavaScript answers`).toBe(200)
    for (const [size, withJs] of [
      [WIDE, wideWithJs],
      [NARROW, narrowWithJs],
    ] as const) {
      await noJs.page.setViewportSize(size)
      expect
        .soft(await noJsProblems(noJs.page, withJs, locale), `${pagePath} without JavaScript at ${size.width}px`)
        .toEqual([])
    }
    expect.soft(noJs.errors(), `errors on ${pagePath} without JavaScript`).toEqual([])
    await noJs.close()

    await page.getByRole("button", { name: openMenu }).click()
    await expect(page.getByRole("dialog", { name: menuTitle })).toBeVisible()
    await waitForAnimations(page)
    // The page behind the modal menu is inert and was checked at this width just above.
    expect.soft(await axeViolations(page, "#mobile-menu"), `axe violations on ${pagePath} in the open menu`).toEqual([])
  })
}
