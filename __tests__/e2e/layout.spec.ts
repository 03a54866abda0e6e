import type { Page } from "@playwright/test"
import { test, expect, visit } from "./fixtures"
import { widerThanViewport } from "./page-helpers"
import { loadObject } from "../helpers/content"

type HeaderWords = { appNavLabel: string; appLinks: Array<{ label: string; path: string }>; languageNavLabel: string }
const LOCALES = ["en", "hi", "kn"] as const
const home = (locale: string) => (locale === "en" ? "/" : `/${locale}`)

/**
 * What does not fit in the header at the page's width: a bar item outside the bar or below its line (the bar's
 * height is fixed: a second line would hide under the page), a link that breaks onto two lines, anything past
 * the window's right edge.
 */
const headerMisfits = (page: Page) =>
  page.getByRole("banner").evaluate((header) => {
    const bar = header.firstElementChild!.getBoundingClientRect()
    const width = document.documentElement.clientWidth
    const shown = (element: Element) => element.getClientRects().length > 0 && !element.closest("dialog")
    const found: string[] = []
    for (const element of header.querySelectorAll("a, button")) {
      if (!shown(element)) continue
      const box = element.getBoundingClientRect()
      const name = element.textContent?.trim() || element.getAttribute("aria-label")
      if (box.right > width + 0.5 || box.left < -0.5) found.push(`${name}: past the window's edge`)
      const inBar = header.firstElementChild!.contains(element)
      if (inBar && (box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5)) found.push(`${name}: outside the bar`)
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 24
      const text = element.querySelector("svg") ? element.lastChild : element
      const range = document.createRange()
      if (text) range.selectNodeContents(text)
      if (text && range.getClientRects().length > 0 && range.getBoundingClientRect().height > lineHeight * 1.5)
        found.push(`${name}: on two lines`)
    }
    return found
  })

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

  for (const width of [390, 1280])
    test(`at ${width}px both apps and the languages are in the header without opening the menu, in each language`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const locale of LOCALES) {
        const words = loadObject<HeaderWords>("interface.json", locale)
        await visit(page, home(locale))
        const header = page.getByRole("banner")
        const apps = header.getByRole("navigation", { name: words.appNavLabel })
        await expect(apps.getByRole("link")).toHaveText(words.appLinks.map((app) => app.label))
        for (const [index, path] of ["/recover", "/connect"].entries())
          await expect(apps.getByRole("link").nth(index)).toHaveAttribute(
            "href",
            locale === "en" ? path : `/${locale}${path}`,
          )
        // on a phone the bar's languages are the other two (the menu's and the footer's name all three)
        const languages = header.getByRole("navigation", { name: words.languageNavLabel })
        const others = languages.locator("a:not([aria-current])")
        await expect(others).toHaveCount(2)
        for (const link of await others.all()) await expect(link).toBeInViewport()
        await expect(languages.locator("a[aria-current=page]")).toBeVisible({ visible: width > 640 })
        for (const other of ["en", "hi", "kn"].filter((code) => code !== locale))
          await expect(languages.locator(`a[lang=${other}]`)).toHaveAttribute("href", home(other))
        await expect(page.getByRole("dialog")).toBeHidden()
      }
    })

  test("the header fits at 320, 390, 800, 1024 and 1280 px in every language", async ({ page }) => {
    const misfits: string[] = []
    for (const locale of LOCALES) {
      await visit(page, `${home(locale) === "/" ? "" : home(locale)}/connect`)
      for (const width of [320, 390, 800, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        misfits.push(...(await headerMisfits(page)).map((misfit) => `${locale} at ${width}px: ${misfit}`))
      }
    }
    expect(misfits).toEqual([])
  })

  test("an app's own page is marked current among the apps", async ({ page }) => {
    await visit(page, "/hi/recover")
    const words = loadObject<HeaderWords>("interface.json", "hi")
    const apps = page.getByRole("banner").getByRole("navigation", { name: words.appNavLabel })
    await expect(apps.getByRole("link", { name: words.appLinks[0].label })).toHaveAttribute("aria-current", "page")
    await expect(apps.getByRole("link", { name: words.appLinks[1].label })).not.toHaveAttribute("aria-current")
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

  // A box skipped off screen (content-visibility: auto) keeps the width it was last rendered at: the check renders it
  // first, as a visitor who read the page wide (a phone held sideways) would have, so an auto column it holds shows.
  test("the check renders what is skipped off screen before it narrows the page", async ({ page }) => {
    await visit(page, "/about")
    await page
      .locator("main")
      .evaluate((main) =>
        main.insertAdjacentHTML(
          "beforeend",
          '<div class="planted" style="display: grid; margin-top: 3000px"><p style="content-visibility: auto">Read wide</p></div>',
        ),
      )
    const found = await widerThanViewport(page, [320])
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/^320px: \d+px wide; sticking out: p \(right edge/)
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
