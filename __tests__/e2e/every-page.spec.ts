import { test, expect, visit } from "./fixtures"
import { distinctRoutes, everyPage, words } from "./routes"
import {
  articlesNotNamedByTheirHeading,
  drainPrefetches,
  recordCspViolations,
  settle,
  finishAnimations,
  widerThanViewport,
} from "./page-helpers"
import { allViolations, axeViolations } from "./a11y-engines"
import { mainSnapshot, noJsProblems, openWithoutJavaScript, styledDifferentlyByWholeSheets } from "./no-js-checks"
import { keyboardWalk } from "./keyboard-walk"
import { FORCED_COLOURS_PAGES, forcedColoursProblems, textSpacingProblems } from "./wcag22-checks"
import { screenReaderChecks } from "./screen-reader"
import { unlocalizedPath } from "../../src/lib/locales"

const WIDE = { width: 1280, height: 800 }
const NARROW = { width: 375, height: 800 }
/** Taller first screens, checked on a page that has only its first screen's rules inline (page-rewrites' used-css). */
const FIRST_SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1024, height: 1366 },
  { width: 320, height: 568 },
]

/** The pages the keyboard walk takes: each distinct top-level English page (its languages share its controls). */
const WALKED = new Set(distinctRoutes.map((route) => route.path))

// One load of each page serves every check below, so a test does the work of several visits.
test.describe.configure({ timeout: 180_000 })

/**
 * One visit per page of the build in every language (routes.ts reads them from public/, so a page added
 * later is checked without being listed), generated ones too, but the /home aliases of Home: wide, then
 * narrowed, then with the menu open; beside it the same page without JavaScript. Each check is soft and
 * names itself, the page and the width, so one failure does not hide another:
 * - it loads clean: its own title, one h1, header and footer, Gatsby's runtime hydrated under the page's
 *   Content-Security-Policy with no violation, its inline stylesheets (the rules its markup uses) linked whole
 *   by webpack's CSS loader, the structured data
 *   its component carries, and (the fixture, fixtures.ts) no console error, uncaught exception or failed
 *   request, Gatsby's prefetches of every link included;
 * - accessibility: axe (WCAG 2.0–2.2 A and AA) at 1280 and 375 px, IBM Equal Access and HTML_CodeSniffer
 *   (a11y-engines.ts) at 375 px, and axe inside the open mobile menu; every article named by its heading;
 * - reflow (WCAG 1.4.10): no width from 320 to 1280 px scrolls sideways, even after the whole page was read at
 *   1280 px (page-helpers' widerThanViewport); text spacing (1.4.12, wcag22-checks.ts):
 *   with the bookmarklet's spacing no text is cut off or runs out of its box, at 1280 and 375 px; target size
 *   (2.5.8) is axe's `target-size`; on Home and /contact, forced colours keep every control and focus ring;
 * - works without JavaScript (no-js-checks.ts): at both widths, the h1, main, header and footer show, every
 *   header destination has a visible link, nothing main shows with JavaScript is missing without it, and no
 *   element's box or style changes when the whole stylesheets come;
 * - on each distinct top-level English page, the keyboard walk (keyboard-walk.ts) at both widths: the first
 *   Tab reaches "Skip to content", Tab reaches every link and control once in DOM order, each with a visible
 *   focus ring, on screen and not even partly under the fixed header or consent strip (2.4.11);
 * - on the first page of each component in each language (pages of one component differ only in their data):
 *   the screen-reader walk (screen-reader.ts) at both widths: every landmark named and unique, headings without
 *   a skipped level, each drawn app screen read once as an image named by its caption, link and button names
 *   meaningful alone and unique, the language switch in its own languages, and at 375 px what is said from the
 *   top through the first screen, the landmarks and the headings against its reviewed copy
 *   (screen-reader/<component>.<language>.txt); and Gatsby's prefetches of its links run out (the fixture fails
 *   the test on any that fails).
 */
for (const { path: pagePath, locale, title, component, types, firstOfComponent } of everyPage) {
  test(`${pagePath}: loads clean, axe${WALKED.has(pagePath) ? " and keyboard walk" : ""} at 1280 and 375 px and in the menu, three accessibility engines at 375 px, reflow at 320–1280 px, the same content without JavaScript`, async ({
    page,
    browser,
  }) => {
    const { openMenu, menuTitle } = words(locale)
    const cspViolations = await recordCspViolations(page)
    await page.setViewportSize(WIDE)
    const response = await visit(page, pagePath)

    expect.soft(response?.status(), `${pagePath} answers`).toBe(200)
    await expect
      .soft(page, `${pagePath} stays at its address`)
      .toHaveURL(new RegExp(`${pagePath === "/" ? "/$" : `${pagePath}$`}`))
    expect.soft(await page.title(), `${pagePath}'s title`).toContain(title)
    // One h1 (a locator matching two fails strict mode), and it shows.
    await expect.soft(page.getByRole("heading", { level: 1 }), `${pagePath}'s h1`).toBeVisible()
    await expect.soft(page.getByRole("banner"), `${pagePath}'s header`).toBeVisible()
    await expect.soft(page.getByRole("contentinfo"), `${pagePath}'s footer`).toBeVisible()
    // Gatsby's runtime ran (its scripts were allowed) and rendered the route announcer off-screen.
    expect
      .soft(await page.evaluate(() => typeof window.___navigate), `Gatsby's runtime on ${pagePath}`)
      .toBe("function")
    await expect
      .soft(page.locator("#gatsby-announcer"), `the route announcer on ${pagePath}`)
      .toHaveCSS("position", "absolute")
    // The inline stylesheets hold the rules the markup uses (page-rewrites' used-css); with the page's code,
    // webpack's CSS loader linked each reduced one whole, once, right after its inline copy, and no other.
    const sheets = await page
      .locator("style[data-sheet]")
      .evaluateAll((styles) => styles.map((style) => style.dataset.sheet))
    await expect
      .soft(page.locator('link[rel="stylesheet"]'), `whole stylesheets linked on ${pagePath}`)
      .toHaveCount(sheets.length)
    expect
      .soft(
        await page.locator('link[rel="stylesheet"]').evaluateAll((links) =>
          links.map((link) => {
            const href = new URL((link as HTMLLinkElement).href).pathname
            const after = link.previousElementSibling?.getAttribute("data-sheet") === href
            return after ? href : `${href} (not right after its inline copy)`
          }),
        ),
        `the stylesheets linked on ${pagePath}`,
      )
      .toEqual(sheets)
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string },
    )
    const found = jsonLd.map((item) => item["@type"])
    // The company and the site are described where Google reads them, Home and About, not on every page.
    const companyAndSite = (list: readonly string[]) =>
      list.filter((type) => type === "Organization" || type === "WebSite")
    expect.soft(companyAndSite(found), `Organization and WebSite on ${pagePath}`).toEqual(companyAndSite(types))
    expect.soft(found, `${pagePath}'s structured data`).toEqual(expect.arrayContaining(types))

    await settle(page)
    const wideWithJs = await mainSnapshot(page)
    // axe at both widths (its rules include what a width shows: contrast, target size); IBM Equal Access and
    // HTML_CodeSniffer, each with rules axe lacks, at the narrow width only, to keep the spec within its time.
    expect.soft(await axeViolations(page), `accessibility violations on ${pagePath} at 1280px`).toEqual([])
    expect
      .soft(await articlesNotNamedByTheirHeading(page), `articles on ${pagePath} not named by their heading`)
      .toEqual([])
    expect.soft(await widerThanViewport(page), `${pagePath} is wider than the viewport`).toEqual([])
    expect.soft(await textSpacingProblems(page), `text lost on ${pagePath} at 1280px with wider spacing`).toEqual([])
    if (firstOfComponent) await screenReaderChecks(page, pagePath, component)

    await page.setViewportSize(NARROW)
    await settle(page)
    const narrowWithJs = await mainSnapshot(page)
    expect.soft(await allViolations(page), `accessibility violations on ${pagePath} at 375px`).toEqual([])
    if (firstOfComponent) await screenReaderChecks(page, pagePath, component)
    expect.soft(await textSpacingProblems(page), `text lost on ${pagePath} at 375px with wider spacing`).toEqual([])

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
      expect
        .soft(
          await styledDifferentlyByWholeSheets(noJs.page),
          `elements of ${pagePath} at ${size.width}px styled by a rule its inline stylesheets left out`,
        )
        .toEqual([])
    }
    // A page with only its first screen's rules inline: also the first screens of a large desktop screen and an
    // upright tablet, where the band after Home's hero shows.
    if ((await noJs.page.locator("style[data-first-screen]").count()) > 0)
      for (const size of FIRST_SCREENS) {
        await noJs.page.setViewportSize(size)
        expect
          .soft(
            await styledDifferentlyByWholeSheets(noJs.page),
            `elements on ${pagePath}'s first screen at ${size.width} × ${size.height} styled by a rule its inline stylesheets left out`,
          )
          .toEqual([])
      }
    expect.soft(noJs.errors(), `errors on ${pagePath} without JavaScript`).toEqual([])
    await noJs.close()

    // Walked wide, then narrowed and walked again from the top (a walk ends with focus gone from the page,
    // so the next Tab starts at its beginning); it ends at 375 px, where the menu is.
    if (WALKED.has(pagePath)) {
      for (const size of [WIDE, NARROW]) {
        await page.setViewportSize(size)
        await page.evaluate(() => window.scrollTo(0, 0))
        const walk = await keyboardWalk(page)
        const at = `on ${pagePath} at ${size.width}px`
        expect
          .soft(walk.first?.description, `the first Tab reaches 'Skip to content' ${at}`)
          .toBe('<a> "Skip to content"')
        expect.soft(walk.positiveTabIndex, `positive tabindex breaks the DOM order ${at}`).toEqual([])
        expect.soft(walk.problems, `keyboard walk ${at}`).toEqual([])
        expect.soft(walk.reached, `Tab visits every link and control once, in DOM order, ${at}`).toEqual(walk.expected)
      }
    }

    await page.getByRole("button", { name: openMenu }).click()
    const menu = page.getByRole("dialog", { name: menuTitle })
    await expect(menu).toBeVisible()
    await finishAnimations(page)
    // The page behind the modal menu is inert and was checked at this width just above.
    expect.soft(await axeViolations(page, "#mobile-menu"), `axe violations on ${pagePath} in the open menu`).toEqual([])
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()

    if (FORCED_COLOURS_PAGES.has(unlocalizedPath(pagePath))) {
      for (const size of [NARROW, WIDE]) {
        await page.setViewportSize(size)
        const at = `on ${pagePath} at ${size.width}px`
        expect.soft(await forcedColoursProblems(page), `controls and focus in forced colours ${at}`).toEqual([])
      }
      await page.emulateMedia({ forcedColors: "none" })
    }

    // Last, as it fakes the page's clock: Gatsby prefetches the page data of every link in view, four at a
    // time, three seconds apart; the fixture fails the test on any of them that fails.
    if (firstOfComponent) await drainPrefetches(page)
    expect.soft(await cspViolations(), `Content-Security-Policy violations on ${pagePath}`).toEqual([])
  })
}
