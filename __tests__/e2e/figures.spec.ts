import { test, expect, visit } from "./fixtures"
import type { Page } from "@playwright/test"
import { loadObject } from "../helpers/content"

/** The words of the list of sources in one language (data/figures/ of the fixture). */
const words = (locale: "en" | "hi" | "kn") =>
  loadObject<{ title: string; markLabel: string; backLabel: string }>("figures.json", locale)

/** A figure's mark leads to its source in the folded list, which opens, and the source's link leads back. */
async function followMarkAndBack(page: Page, locale: "en" | "hi" | "kn", number: number) {
  const { title, markLabel, backLabel } = words(locale)
  const mark = page.getByRole("main").getByRole("link", { name: markLabel.replace("{number}", String(number)) })
  const first = mark.first()
  await first.click()
  await expect(page).toHaveURL(new RegExp(`#source-${number}$`))
  const source = page.getByRole("region", { name: title }).locator(`#source-${number}`)
  await expect(source).toBeInViewport()
  await source
    .getByRole("link", { name: new RegExp(`^${backLabel}`) })
    .first()
    .click()
  await expect(first).toBeInViewport()
}

for (const width of [390, 1280]) {
  test(`at ${width} px a figure's mark opens its source, and the source leads back to the figure`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await visit(page, "/")
    await followMarkAndBack(page, "en", 1)
    await visit(page, "/investors")
    await followMarkAndBack(page, "en", 2)
  })
}

test("without JavaScript the marks and the list of sources work the same, in Hindi and Kannada too", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  for (const locale of ["hi", "kn"] as const) {
    await page.goto(`${baseURL}/${locale}`)
    await followMarkAndBack(page, locale, 2)
  }
  await context.close()
})

test("a published source is linked from its figure's basis", async ({ page }) => {
  await visit(page, "/")
  const figures = loadObject<{ items: Array<{ basis: string; source?: string }> }>("figures.json").items
  const published = figures.find((figure) => figure.source)!
  await page
    .getByRole("region", { name: words("en").title })
    .locator("summary")
    .click()
  await expect(page.getByRole("link", { name: published.basis })).toHaveAttribute("href", published.source!)
})
