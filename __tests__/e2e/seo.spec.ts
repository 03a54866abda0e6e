import { test, expect, visit } from "./fixtures"
import { FORM_DESTINATIONS, jobs, pages } from "./routes"

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

test("a client-side navigation writes the new page's head; react-helmet loads only then", async ({ page }) => {
  const headChunk: string[] = []
  page.on("request", (request) => {
    if (/^\/head-[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) headChunk.push(request.url())
  })
  const head = () =>
    page.evaluate(() => ({
      title: document.title,
      canonical: new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href).pathname,
      ogUrl: new URL(document.querySelector<HTMLMetaElement>('meta[property="og:url"]')!.content).pathname,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent!)["@type"],
      ),
    }))

  await visit(page, "/")
  expect(await head()).toEqual({
    title: "Lifelane Health",
    canonical: "/",
    ogUrl: "/",
    jsonLd: ["Organization", "WebSite", "FAQPage"],
  })
  expect(headChunk).toEqual([])

  await page.getByRole("navigation").first().getByRole("link", { name: "Careers" }).click()
  await expect(page).toHaveURL(/\/jobs$/)
  await expect(page).toHaveTitle("Careers — Lifelane Health")
  expect(await head()).toEqual({
    title: "Careers — Lifelane Health",
    canonical: "/jobs",
    ogUrl: "/jobs",
    jsonLd: [],
  })
  expect(headChunk).toHaveLength(1)
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
    for (const { path } of pages.filter((page) => !FORM_DESTINATIONS.has(page.path))) expect(locs).toContain(path)
    for (const path of FORM_DESTINATIONS) expect(locs).not.toContain(path)
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

  test("the manifest, the home-screen icon and the share image are served", async ({ request }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json()
    expect(manifest.icons.length).toBeGreaterThan(0)
    expect((await request.get(manifest.icons.at(-1).src)).status()).toBe(200)
    const touchIcons = [...(await (await request.get("/")).text()).matchAll(/<link[^>]*rel="apple-touch-icon"[^>]*>/g)]
    expect(touchIcons).toHaveLength(1)
    const touchIcon = await request.get(/href="([^"]+)"/.exec(touchIcons[0][0])![1])
    expect(touchIcon.headers()["content-type"]).toBe("image/png")
    expect((await request.get("/share-image.png")).headers()["content-type"]).toBe("image/png")
  })
})
