import fs from "fs"
import { test, expect, visit } from "./fixtures"
import { PATH_ALIASES } from "../../src/lib/routes"
import { loadCollection } from "../helpers/content"
import { localizedPath, type Locale } from "../../src/lib/locales"
import { builtPages } from "../../scripts/lib/first-load.mjs"

/** The footer's internal links, as data/footer/ lists them (its `groups`). */
const footerPaths = [
  ...new Set(
    loadCollection<{ links: Array<{ url: string }> }>("footer-links")
      .flatMap((group) => group.links.map((link) => link.url))
      .filter((url) => url.startsWith("/")),
  ),
]
const targetOf = (path: string) => PATH_ALIASES.find((alias) => alias.fromPath === path)?.toPath ?? path

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

test.describe("blog", () => {
  const posts = loadCollection<{
    slug: string
    title: string
    date: string
    image?: string
  }>("blog-posts").sort((a, b) => b.date.localeCompare(a.date))

  test("each post has its own page with its BlogPosting, linked from the index", async ({ page }) => {
    expect(posts.length).toBeGreaterThanOrEqual(3)
    await visit(page, "/blog")
    for (const post of posts) {
      await page.getByRole("main").getByRole("link", { name: post.title }).click()
      await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title)
      await expect(page).toHaveTitle(`${post.title} — Lifelane Health`)
      const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
      const posting = texts.map((text) => JSON.parse(text)).find((item) => item["@type"] === "BlogPosting")
      expect(posting).toMatchObject({ headline: post.title, datePublished: post.date })
      await page.getByRole("link", { name: /all posts/i }).click()
      await expect(page).toHaveURL(/\/blog$/)
    }
  })

  test("a post's image is served by gatsby-plugin-image in modern formats, with its alt text", async ({ page }) => {
    const post = posts.find((p) => p.image)!
    await visit(page, `/blog/${post.slug}`)
    const image = page.getByRole("main").locator("picture img")
    await expect(image).toBeVisible()
    expect(await image.getAttribute("alt")).toBeTruthy()
    const types = await page
      .getByRole("main")
      .locator("picture source")
      .evaluateAll((sources) => sources.map((source) => source.getAttribute("type")))
    expect(types).toEqual(expect.arrayContaining(["image/avif", "image/webp"]))
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 })

    test("a post's small image comes inside the HTML: no file of it is fetched", async ({ page }) => {
      const post = posts.find((p) => p.image)!
      const fetched: string[] = []
      page.on("request", (request) => {
        if (/\/static\/.+\.(avif|webp|png)$/.test(request.url())) fetched.push(request.url())
      })
      await visit(page, `/blog/${post.slug}`)
      const image = page.getByRole("main").locator("picture img")
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc.slice(0, 23)))
        .toBe("data:image/avif;base64,")
      expect(fetched).toEqual([])
    })
  })

  test("on a wide screen a post's image is one of its files", async ({ page }) => {
    const post = posts.find((p) => p.image)!
    await visit(page, `/blog/${post.slug}`)
    const image = page.getByRole("main").locator("picture img")
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname))
      .toMatch(/^\/static\/.+\.avif$/)
  })

  test("the RSS feed lists every post, newest first, and the blog's pages announce it", async ({ page, request }) => {
    const response = await request.get("/blog/rss.xml")
    expect(response.status()).toBe(200)
    const xml = await response.text()
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]).pathname)
    expect(links).toEqual(posts.map((post) => `/blog/${post.slug}`))
    await visit(page, "/blog")
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    )
  })
})

test("Help & Support opens one FAQ answer at a time, as on Home", async ({ page }) => {
  await visit(page, "/help")
  const questions = page.getByRole("main").getByRole("button", { expanded: false })
  const first = questions.first()
  const firstName = (await first.textContent()) ?? ""
  await first.click()
  await expect(page.getByRole("button", { name: firstName })).toHaveAttribute("aria-expanded", "true")
  await page.getByRole("main").getByRole("button", { expanded: false }).first().click()
  await expect(page.getByRole("button", { name: firstName })).toHaveAttribute("aria-expanded", "false")
  await expect(page.getByRole("main").getByRole("link", { name: /contact form/i })).toHaveAttribute("href", "/contact")
})

test("without Firebase configuration no page shows a consent banner or a Cookie settings button", async ({ page }) => {
  await visit(page, "/cookies")
  await expect(page.getByRole("region", { name: "Cookies and analytics" })).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Cookie settings" })).toHaveCount(0)
})

test("every built page, in every language, links to both apps' pages in its own language", () => {
  const pages = builtPages("public")
  expect(pages.length).toBeGreaterThan(0)
  for (const { route, htmlFile } of pages) {
    const html = fs.readFileSync(htmlFile, "utf8")
    const locale = /<html[^>]* lang="(\w+)"/.exec(html)?.[1] as Locale
    expect(locale, `${route} names its language`).toBeTruthy()
    for (const app of ["/recover", "/connect"])
      expect(html, `${route} (${locale}) links to ${app}`).toContain(`href="${localizedPath(locale, app)}"`)
  }
})
