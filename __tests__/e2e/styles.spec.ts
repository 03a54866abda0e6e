import type { Page } from "@playwright/test"
import { test, expect, visit } from "./fixtures"
import { onePerComponent, pages } from "./routes"
import { settle } from "./page-helpers"

/** The computed properties a section's own rules tend to set over a shared rule. */
const PROPERTIES = [
  "display",
  "gap",
  "grid-template-columns",
  "padding",
  "margin",
  "color",
  "background-color",
  "background-image",
  "box-shadow",
  "border-radius",
  "width",
  "height",
  "font-size",
]

/**
 * Every element in main with those properties: ["index tag.class property", value] pairs. Margins are read as
 * the cascade computed them (`0px auto`), not as laid out: Chromium at times reports an auto margin it laid out
 * as 40px as "0px" after a client-side navigation (seen about once in 90 visits, the box itself at 40px), which
 * made this test fail on a difference no visitor sees.
 */
function computedStyles(properties: string[]) {
  return [...document.querySelectorAll("main *")].flatMap((element, index) => {
    const style = getComputedStyle(element)
    const computed = element.computedStyleMap()
    const name = `${index} ${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`
    return properties.map((property) => [
      `${name} ${property}`,
      property === "margin"
        ? ["top", "right", "bottom", "left"].map((side) => String(computed.get(`margin-${side}`))).join(" ")
        : style.getPropertyValue(property),
    ])
  })
}

/** One page of each page component (read from the build): each has sections of its own, with rules of their own. */
const STYLED_PAGES = onePerComponent.map((page) => page.path)

/** Every element's computed styles once the page has settled (scrolled through, animations done). */
async function settledStyles(page: Page) {
  await page.waitForLoadState("networkidle")
  await settle(page)
  return page.evaluate(computedStyles, PROPERTIES)
}

/** "what: before → after" for each property whose value differs. */
const differences = (before: string[][], after: string[][]) =>
  after.flatMap(([what, value], i) => (value === before[i]?.[1] ? [] : `${what}: ${before[i]?.[1]} → ${value}`))

// Hovering a link makes Gatsby load that page's code, and with it that page's stylesheet. Its rules must
// not win over the rules of the page on screen: a shared rule repeated in a later stylesheet would (same
// specificity, later in the cascade) and undo a section's own setting.
// A page's own stylesheet also comes after the shared one whichever way the page is reached: inlined in
// that order on a direct load (plugins/per-page-css), appended after it on a client-side navigation.
// Were the order to differ, a section's own setting over a shared rule it composes would show on one
// way and not the other (Home's feature chips were teal on mint opened directly, white on teal by a link).
// Both from one direct visit per page.
for (const path of STYLED_PAGES)
  test(`${path} keeps its styles as other pages' stylesheets arrive, and when reached by a link`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    await visit(page, path)
    const direct = await settledStyles(page)
    await page.evaluate(
      async (others) => {
        // What hovering a link does (loader.hovering calls loadPage), awaited.
        for (const other of others) await window.___loader!.loadPage(other)
      },
      pages.map((p) => p.path),
    )
    expect(differences(direct, await settledStyles(page)), `${path} after the other pages' styles arrived`).toEqual([])

    const from = path === "/cookies" ? "/" : "/cookies"
    await visit(page, from)
    await page.evaluate((to) => window.___navigate!(to), path)
    await page.waitForURL((url) => url.pathname === path)
    expect(differences(direct, await settledStyles(page)), `${path} opened directly → reached from ${from}`).toEqual([])
  })
