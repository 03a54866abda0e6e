import { test, expect, visit } from "./fixtures"
import { pages } from "./routes"
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

/** Every element in main with those properties: ["index tag.class property", value] pairs. */
function computedStyles(properties: string[]) {
  return [...document.querySelectorAll("main *")].flatMap((element, index) => {
    const style = getComputedStyle(element)
    const name = `${index} ${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`
    return properties.map((property) => [`${name} ${property}`, style.getPropertyValue(property)])
  })
}

// Hovering a link makes Gatsby load that page's code, and with it that page's stylesheet. Its rules must
// not win over the rules of the page on screen: a shared rule repeated in a later stylesheet would (same
// specificity, later in the cascade) and undo a section's own setting.
test("other pages' stylesheets, loaded as their links are hovered, leave the page on screen as it was", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  // The pages whose sections set the most over shared rules (every page passed when this was written).
  for (const path of ["/", "/about", "/contact", "/recover", "/investors", "/jobs"]) {
    await visit(page, path)
    await settle(page)
    const before = await page.evaluate(computedStyles, PROPERTIES)
    await page.evaluate(
      async (others) => {
        // What hovering a link does (loader.hovering calls loadPage), awaited.
        for (const other of others) await window.___loader!.loadPage(other)
      },
      pages.map((p) => p.path),
    )
    await page.waitForLoadState("networkidle")
    const after = await page.evaluate(computedStyles, PROPERTIES)
    const changed = after.flatMap(([what, value], i) =>
      value === before[i][1] ? [] : `${what}: ${before[i][1]} → ${value}`,
    )
    expect(changed, `${path} after the other pages' styles arrived`).toEqual([])
  }
})
