import type { Page } from "@playwright/test"
import { test, expect, visit } from "./fixtures"
import { words } from "./routes"

// Tasks done with the keyboard alone, from a fresh page with no pointer: each in its own page and
// context. Every step checks that what has focus shows a focus ring. So far: switching language, the phone menu.

/** Presses Tab until focus is on an element matching `found`, at most `limit` times; returns whether it got there. */
async function tabTo(page: Page, found: (element: Element) => boolean, limit = 60) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press("Tab")
    if (await page.evaluate(`(${found.toString()})(document.activeElement)`)) return true
  }
  return false
}

/** Whether the focused element shows a focus ring: :focus-visible, and an outline or a box shadow. */
const focusRingShows = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return false
    const css = getComputedStyle(element)
    const outline = css.outlineStyle !== "none" && Number.parseFloat(css.outlineWidth) > 0
    return element.matches(":focus-visible") && (outline || css.boxShadow !== "none")
  })

test("switching language with the keyboard lands on the same page, in Kannada", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await visit(page, "/about")
  expect(await tabTo(page, (element) => element.getAttribute("hreflang") === "kn")).toBe(true)
  expect(await focusRingShows(page)).toBe(true)
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/kn\/about$/)
  await expect(page.locator("html")).toHaveAttribute("lang", "kn")
})

test("the menu opens and closes with the keyboard at phone width", async ({ page }) => {
  const { openMenu, menuTitle } = words()
  await page.setViewportSize({ width: 375, height: 800 })
  await visit(page, "/")
  expect(await tabTo(page, (element) => element.getAttribute("aria-controls") === "mobile-menu")).toBe(true)
  await expect(page.getByRole("button", { name: openMenu })).toBeFocused()
  expect(await focusRingShows(page)).toBe(true)
  await page.keyboard.press("Enter")
  const menu = page.getByRole("dialog", { name: menuTitle })
  await expect(menu).toBeVisible()
  await page.keyboard.press("Tab")
  expect(await page.evaluate(() => document.activeElement?.closest("#mobile-menu") !== null)).toBe(true)
  expect(await focusRingShows(page)).toBe(true)
  await page.keyboard.press("Escape")
  await expect(menu).toBeHidden()
  await expect(page.getByRole("button", { name: openMenu })).toBeFocused()
})
