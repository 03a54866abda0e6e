import fs from "fs"
import { test, expect, visit } from "./fixtures"
import { PATH_ALIASES } from "../../src/lib/routes"

/** The footer's internal links, as data/footer-links.json lists them. */
const footerPaths = [
  ...new Set(
    (JSON.parse(fs.readFileSync("data/footer-links.json", "utf8")) as Array<{ links: Array<{ url: string }> }>)
      .flatMap((group) => group.links.map((link) => link.url))
      .filter((url) => url.startsWith("/")),
  ),
]
const targetOf = (path: string) => PATH_ALIASES.find((alias) => alias.fromPath === path)?.toPath ?? path

test("the footer lists the spec's eight resource and solution paths, spelling included", () => {
  expect(footerPaths).toEqual(
    expect.arrayContaining([
      "/technology-ai-powered-healthcare",
      "/technology-predictive-analysis",
      "/technology-presonalized-patient-care",
      "/technology-machine-learning-nlp",
      "/blog",
      "/news-and-media",
      "/help",
      "/cookies",
    ]),
  )
})

for (const path of footerPaths) {
  test(`footer link ${path} answers 200 in at most one hop with its own page`, async ({ page }) => {
    const response = await visit(page, path)
    expect(response?.status()).toBe(200)
    let hops = 0
    for (let request = response?.request().redirectedFrom(); request; request = request.redirectedFrom()) hops += 1
    expect(hops).toBeLessThanOrEqual(path === targetOf(path) ? 0 : 1)
    await expect(page).toHaveURL(new RegExp(`${targetOf(path)}$`))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Smarter Healthcare/)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
    expect(new URL(canonical ?? "").pathname).toBe(targetOf(path))
  })
}

for (const { fromPath, toPath } of PATH_ALIASES) {
  test(`${fromPath} answers with a permanent redirect to ${toPath}`, async ({ request }) => {
    const response = await request.get(fromPath, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(new URL(response.headers()["location"], "http://site.invalid").pathname).toBe(toPath)
  })
}

test("in the browser, a footer link to an alias goes straight to its page", async ({ page }) => {
  await visit(page, "/about")
  await page.getByRole("contentinfo").getByRole("link", { name: "News & Media" }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
})
