import type { Page } from "@playwright/test"
import { test, expect, visit } from "./fixtures"
import { axeViolations } from "./a11y-engines"
import { CLOUDFLARE_URL, NETLIFY_URL } from "./host-urls"
import { SEARCH_INDEX_POLICY } from "../../plugins/hosting-adapter/headers"
import { loadCollection } from "../helpers/content"

/** The searches below work the same on both hosts' runtimes (playwright.config.ts starts both). */
const HOSTS = [
  { name: "Cloudflare Pages (wrangler pages dev)", baseURL: CLOUDFLARE_URL },
  { name: "Netlify (netlify dev --offline)", baseURL: NETLIFY_URL },
]

/** The spec's search queries: each finds its language's privacy policy, through the grievance officer. */
const SEARCHES = [
  { path: "/search", query: "grievance officer", finds: "/privacy", prefix: "" },
  { path: "/hi/search", query: "शिकायत अधिकारी", finds: "/hi/privacy", prefix: "/hi/" },
  { path: "/kn/search", query: "ಕುಂದುಕೊರತೆ", finds: "/kn/privacy", prefix: "/kn/" },
]

/** The results list, by its name in the page's language (data/interface/, its `search`). */
const results = (page: Page) =>
  page.getByRole("list", { name: /^(Search results|खोज के परिणाम|ಹುಡುಕಾಟದ ಫಲಿತಾಂಶಗಳು)$/ }).getByRole("link")

async function search(page: Page, query: string) {
  await page.getByRole("searchbox").fill(query)
  await page.getByRole("searchbox").press("Enter")
  await expect(page.getByRole("main").getByRole("status")).toContainText(query)
}

for (const host of HOSTS)
  test.describe(host.name, () => {
    test.use({ baseURL: host.baseURL })

    for (const { path, query, finds, prefix } of SEARCHES) {
      test(`"${query}" on ${path} finds ${finds}, and only pages in its language`, async ({ page }) => {
        await visit(page, path)
        await search(page, query)
        const hrefs = await results(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")))
        expect(hrefs).toContain(finds)
        for (const href of hrefs) {
          if (prefix) expect(href).toMatch(new RegExp(`^${prefix}`))
          else expect(href).not.toMatch(/^\/(hi|kn)(\/|$)/)
        }
        // the count is in the polite live region, and the matched words are marked
        await expect(page.getByRole("main").getByRole("status")).toHaveAttribute("aria-live", "polite")
        await expect(page.getByRole("main").locator("mark").first()).toBeVisible()
        // what the visitor typed stays out of the address (and so out of history, logs and Referer)
        expect(new URL(page.url()).search).toBe("")
      })
    }

    test("a job's title finds its job page", async ({ page }) => {
      await visit(page, "/search")
      await search(page, "Full-Stack Software Engineer")
      await expect(results(page).first()).toHaveAttribute("href", "/jobs/full-stack-software-engineer")
    })

    test("the index's worker is sent the policy that lets it compile WebAssembly; the page is not", async ({
      request,
    }) => {
      const worker = await request.get("/pagefind/pagefind-worker.js", { maxRedirects: 0 })
      expect(worker.status()).toBe(200)
      expect(worker.headers()["content-security-policy"]).toBe(SEARCH_INDEX_POLICY)
      const page = await request.get("/search", { maxRedirects: 0 })
      expect(page.headers()["content-security-policy"]).not.toContain("wasm-unsafe-eval")
    })
  })

test("a search for nothing on the site says so", async ({ page }) => {
  await visit(page, "/hi/search")
  await search(page, "zzqxv")
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/कुछ नहीं मिला/)
  await expect(results(page)).toHaveCount(0)
})

test("a reload, or Back to the results, searches the same words again", async ({ page }) => {
  await visit(page, "/search")
  await search(page, "grievance officer")
  await page.reload()
  await expect(page.getByRole("searchbox")).toHaveValue("grievance officer")
  await expect(results(page).first()).toBeVisible()
  await results(page).first().click()
  await expect(page).not.toHaveURL(/\/search/)
  await page.goBack()
  await expect(page.getByRole("searchbox")).toHaveValue("grievance officer")
  await expect(results(page).first()).toBeVisible()
  expect(new URL(page.url()).search).toBe("")
})

test("a link that carries ?q= searches its words and leaves them out of the address", async ({ page }) => {
  await visit(page, "/search?q=grievance")
  await expect(results(page).first()).toBeVisible()
  await expect(page.getByRole("searchbox")).toHaveValue("grievance")
  expect(new URL(page.url()).search).toBe("")
})

test("the results are reached by keyboard and opened with Enter", async ({ page }) => {
  await visit(page, "/search?q=grievance")
  await expect(results(page).first()).toBeVisible()
  await page.getByRole("searchbox").focus()
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(results(page).first()).toBeFocused()
  const first = await results(page).first().getAttribute("href")
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(new RegExp(`${first}$`))
})

test("the search page with results has no axe violation, at 1280 and 375 px", async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await visit(page, "/kn/search?q=ಕುಂದುಕೊರತೆ")
    await expect(results(page).first()).toBeVisible()
    expect(await axeViolations(page), `axe violations at ${width}px`).toEqual([])
  }
})

test("no other page loads the search code or index", async ({ page }) => {
  const requested: string[] = []
  page.on("request", (request) => requested.push(new URL(request.url()).pathname))
  await visit(page, "/")
  await visit(page, "/hi/privacy")
  expect(requested.filter((pathname) => pathname.startsWith("/pagefind/"))).toEqual([])
})

test("Home's entry in the index holds its own text, not the drawn app screen's sample lines or caption", async ({
  page,
}) => {
  const screen = loadCollection<{ slug: string; screen: { caption: string; items: { text: string }[] } }>(
    "products",
  ).find((product) => product.slug === "recover")!.screen
  await visit(page, "/search")
  const home = await page.evaluate(async () => {
    const pagefind = (await import(/* webpackIgnore: true */ "/pagefind/pagefind.js" as string)) as {
      search: (term: string) => Promise<{ results: { data: () => Promise<{ url: string; content: string }> }[] }>
    }
    const { results } = await pagefind.search("recoverlife")
    const entries = await Promise.all(results.map((result) => result.data()))
    return entries.find((entry) => entry.url === "/")?.content
  })
  expect(home, "Home is found by its app's name").toContain("recoverlife")
  for (const text of [screen.caption, ...screen.items.map((item) => item.text)]) expect(home).not.toContain(text)
})
