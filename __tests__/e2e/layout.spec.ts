import { test, expect, visit } from "./fixtures"
import { widerThanViewport } from "./page-helpers"

test.describe("unknown paths land on Home", () => {
  for (const path of ["/no-such-page", "/deeply/nested/no-such-page"]) {
    test(`${path} answers 404 and its page moves to Home`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveURL(/:\d+\/$/)
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Smarter Healthcare")
    })
  }

  test("without JavaScript the meta refresh moves to Home", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/no-such-page")
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Smarter Healthcare")
    await context.close()
  })
})

test.describe("header", () => {
  test("at 1280px the desktop links show and mark the current page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await visit(page, "/about")
    const nav = page.getByRole("navigation", { name: "Main" })
    await expect(nav).toBeVisible()
    await expect(nav.getByRole("link")).toHaveText(["Home", "About", "Investors", "Careers", "Contact"])
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page")
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden()
  })

  test("client navigation moves the current mark", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await visit(page, "/")
    const nav = page.getByRole("navigation", { name: "Main" })
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page")
    await nav.getByRole("link", { name: "Careers" }).click()
    await expect(page).toHaveURL(/\/jobs$/)
    await expect(nav.getByRole("link", { name: "Careers" })).toHaveAttribute("aria-current", "page")
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page")
  })

  test("the header background strengthens past 50px of scroll", async ({ page }) => {
    await visit(page, "/")
    const header = page.getByRole("banner")
    await expect(header).toHaveAttribute("data-scrolled", "false")
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).toHaveAttribute("data-scrolled", "true")
  })

  test("at 800px the hamburger menu opens, traps focus, locks scroll and closes", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    await visit(page, "/investors")
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
    const toggle = page.getByRole("button", { name: "Open menu" })
    await toggle.click()
    const menu = page.getByRole("dialog", { name: "Menu" })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole("navigation", { name: "Mobile" }).getByRole("link")).toHaveText([
      "Home",
      "About Us",
      "Investors",
      "Careers",
      "Contact",
    ])
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden")
    const box = await menu.boundingBox()
    expect(Math.round(box?.width ?? 0)).toBe(320)
    // Focus never reaches the page behind the open panel (it may pass through the browser's own UI).
    const focused: string[] = []
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab")
      const where = await menu.evaluate((el) =>
        el.contains(document.activeElement)
          ? (document.activeElement?.textContent ?? "")
          : document.activeElement === document.body
            ? "<browser>"
            : "OUTSIDE",
      )
      focused.push(where)
    }
    expect(focused).not.toContain("OUTSIDE")
    expect(focused).toEqual(expect.arrayContaining(["Home", "About Us", "Contact"]))
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden")

    // Overlay click closes it too.
    await toggle.click()
    await expect(menu).toBeVisible()
    await page.mouse.click(100, 400)
    await expect(menu).toBeHidden()

    // A link click navigates and closes it.
    await toggle.click()
    await menu.getByRole("link", { name: "Careers" }).click()
    await expect(page).toHaveURL(/\/jobs$/)
    await expect(menu).toBeHidden()
  })

  test("under 640px the menu takes the full width", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await visit(page, "/")
    await page.getByRole("button", { name: "Open menu" }).click()
    const box = await page.getByRole("dialog", { name: "Menu" }).boundingBox()
    expect(Math.round(box?.width ?? 0)).toBe(375)
  })
})

/**
 * WCAG 1.4.10 (reflow): from a 320 px phone to a 1280 px desktop, no page scrolls sideways. Every page
 * is checked in every language in every-page.spec.ts (widerThanViewport, in its one visit per page).
 */
test.describe("no page is wider than the viewport", () => {
  test("the check names an element that sticks out", async ({ page }) => {
    await visit(page, "/about")
    await page
      .locator("main")
      .evaluate((main) =>
        main.insertAdjacentHTML("beforeend", '<div class="planted" style="width: 900px; height: 1px"></div>'),
      )
    expect(await widerThanViewport(page)).toEqual(
      [320, 375, 800].map((width) => `${width}px: 900px wide; sticking out: div.planted (right edge at 900px)`),
    )
  })

  test("a cookie table wider than its column scrolls inside its own region, by keyboard too", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 })
    await visit(page, "/cookies")
    await expect(page.getByRole("region", { name: "Strictly necessary" }).getByRole("table")).toBeVisible()
    const region = page.getByRole("region", { name: "Analytics, only if you accept" })
    // as wide as larger text or a longer record could make it
    await region.getByRole("table").evaluate((table) => (table.style.minWidth = "1200px"))
    expect(await widerThanViewport(page)).toEqual([])
    await region.focus()
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0)
  })
})
