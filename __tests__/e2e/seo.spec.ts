import { test, expect, visit } from "./fixtures"
import { routes } from "./routes"
import { isOpening } from "../../src/lib/jobs"
import { loadCollection } from "../helpers/content"

/** The job pages this build has: every opening still open. */
const jobs = loadCollection<{
  slug: string
  title: string
  validThrough: string
  remote: boolean
}>("jobs").filter((job) => isOpening(job.validThrough))

/** The blog's posts: each has its own page. */
const posts = loadCollection<{ slug: string; title: string }>("blog-posts")

/** Structured data a page carries besides the Organization and WebSite every page has. */
const pageTypes: Record<string, string[]> = { "/": ["FAQPage"], "/home": ["FAQPage"], "/news": ["NewsArticle"] }

const pages = [
  ...routes.map((route) => ({ path: route.path as string, types: pageTypes[route.path] ?? [] })),
  ...jobs.map((job) => ({ path: `/jobs/${job.slug}`, types: ["JobPosting"] })),
  ...posts.map((post) => ({ path: `/blog/${post.slug}`, types: ["BlogPosting"] })),
]

test.beforeEach(async ({ page }) => {
  // Registered before any page script: records every report the enforced policy makes.
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} ${event.sample}`)
    })
  })
})

test.describe("every page under its Content-Security-Policy (as Cloudflare Pages serves it)", () => {
  for (const { path, types } of pages) {
    test(`${path} loads and hydrates with no CSP violation`, async ({ page }) => {
      const response = await visit(page, path)
      expect(response?.status()).toBe(200)
      const csp = response?.headers()["content-security-policy"] ?? ""
      expect(csp).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/)
      expect(csp).not.toContain("unsafe-eval")

      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      // Gatsby's runtime ran (its scripts were allowed) and rendered the route announcer off-screen.
      await expect.poll(() => page.evaluate(() => typeof window.___navigate)).toBe("function")
      await expect(page.locator("#gatsby-announcer")).toHaveCSS("position", "absolute")
      expect(await page.evaluate(() => window.__cspViolations)).toEqual([])

      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
        JSON.parse(text),
      )
      const found = jsonLd.map((item) => item["@type"])
      expect(found.slice(0, 2)).toEqual(["Organization", "WebSite"])
      expect(found).toEqual(expect.arrayContaining(types))
    })
  }

  test("client-side navigation keeps working under the first page's policy", async ({ page }) => {
    await visit(page, `/jobs/${jobs[0].slug}`)
    await page.getByRole("link", { name: /back to all openings/i }).click()
    await expect(page).toHaveURL(/\/jobs$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await page.waitForLoadState("networkidle")
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
  })
})

test.describe("job pages", () => {
  test("each open job has its own page with its JobPosting", async ({ page }) => {
    for (const job of jobs) {
      await visit(page, `/jobs/${job.slug}`)
      await expect(page).toHaveTitle(`${job.title} — Lifelane Health`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title)
      const apply = page.getByRole("link", { name: /apply now/i })
      await expect(apply).toHaveAttribute("target", "_blank")
      await expect(apply).toHaveAttribute("rel", "noopener noreferrer")
      const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
      const posting = texts.map((text) => JSON.parse(text)).find((item) => item["@type"] === "JobPosting")
      expect(posting).toMatchObject({ title: job.title, employmentType: "FULL_TIME" })
      expect(posting.jobLocation.address).toMatchObject({
        addressLocality: "Bangalore",
        addressRegion: "Karnataka",
        addressCountry: "IN",
      })
      if (job.remote)
        expect(posting).toMatchObject({
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country" },
        })
    }
  })

  test("the /jobs listing carries no JobPosting (Google reads it only on a job's own page)", async ({ page }) => {
    await visit(page, "/jobs")
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text)["@type"],
    )
    expect(types).not.toContain("JobPosting")
  })
})

test.describe("files for crawlers and devices", () => {
  test("the sitemap lists each canonical page once, not /home and not 404", async ({ request }) => {
    const index = await (await request.get("/sitemap-index.xml")).text()
    expect(index).toContain("/sitemap-0.xml")
    const xml = await (await request.get("/sitemap-0.xml")).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs).not.toContain("/home")
    expect(locs.some((loc) => loc.startsWith("/404"))).toBe(false)
    for (const { path } of pages.filter((p) => p.path !== "/home")) expect(locs).toContain(path)
  })

  test("robots.txt points to the sitemap", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text()
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap-index\.xml$/m)
  })

  test("/home is canonicalised to / and the 404 page is noindex", async ({ page }) => {
    await visit(page, "/home")
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
    expect(new URL(canonical!).pathname).toBe("/")
    const response = await page.request.get("/404.html")
    expect(await response.text()).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/)
  })

  test("the manifest and share image are served", async ({ request }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json()
    expect(manifest.icons.length).toBeGreaterThan(0)
    expect((await request.get(manifest.icons.at(-1).src)).status()).toBe(200)
    expect((await request.get("/share-image.png")).headers()["content-type"]).toBe("image/png")
  })
})
