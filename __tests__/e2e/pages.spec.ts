import type { Page } from "@playwright/test"
import { test, expect, visit } from "./fixtures"
import { closedJobs, jobs } from "./routes"

test.describe("About", () => {
  test("shows its story, values and stats, and fades sections in as they scroll into view", async ({ page }) => {
    await visit(page, "/about")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building the future of intelligent healthcare")
    await expect(page.getByRole("heading", { name: "Patient-Centered" })).toBeVisible()
    const excellence = page.getByRole("heading", { name: "Excellence" })
    await expect(page.locator("[data-visible='true']")).toHaveCount(1)
    // Below the fold the value cards wait, off-screen; scrolled to, they show.
    await expect(page.locator("[data-reveal='waiting']").first()).toBeAttached()
    await excellence.scrollIntoViewIfNeeded()
    await expect(excellence.locator("xpath=ancestor::li")).toHaveAttribute("data-reveal", "shown")
    await expect(excellence).toBeVisible()
    await expect(page.getByRole("link", { name: /^Join Our Team/ })).toHaveAttribute("target", "_blank")
  })

  test("hides nothing under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await visit(page, "/about")
    await page.waitForTimeout(700)
    await expect(page.locator("[data-reveal='waiting']")).toHaveCount(0)
  })

  test("shows everything without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/about")
    for (const name of ["Our Vision", "Compassion", "Excellence", "Let's shape the future of healthcare together"]) {
      const heading = page.getByRole("heading", { name })
      await heading.scrollIntoViewIfNeeded()
      await expect(heading).toBeVisible()
      expect(await heading.evaluate((el) => getComputedStyle(el.closest("[data-reveal]") ?? el).opacity)).toBe("1")
    }
    await context.close()
  })
})

test.describe("Investors", () => {
  test("'Learn More' scrolls the market opportunity into view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await visit(page, "/investors")
    await expect(page.getByText("Investment Opportunity", { exact: true })).toBeVisible()
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact")
    const section = page.locator("#opportunity")
    const heading = section.getByRole("heading", { level: 2 })
    await expect(heading).not.toBeInViewport()
    await page.getByRole("link", { name: "Learn More" }).click()
    await expect(page).toHaveURL(/#opportunity$/)
    // The smooth scroll ends with the section just under the fixed header (scroll-padding-top).
    await expect
      .poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(100)
    await expect(heading).toBeInViewport()
    // each figure, then its mark's number
    for (const [index, text] of ["87%", "5x", "40%"].entries())
      await expect(section.getByText(new RegExp(`^${text}${index + 1}$`))).toBeVisible()
  })

  test("draws the market chart with proportional bars and a table for screen readers", async ({ page }) => {
    await visit(page, "/investors")
    const figure = page.getByRole("figure", { name: "Healthcare market projection" })
    await figure.scrollIntoViewIfNeeded()
    // Layout heights: the bars' grow-in animation scales them with a transform while it runs.
    const heights = await figure
      .locator("[data-bar]")
      .evaluateAll((bars) => bars.map((bar) => (bar as HTMLElement).offsetHeight))
    expect(heights[0] / heights[2]).toBeCloseTo(2.8 / 4.5, 1)
    expect(heights[1] / heights[2]).toBeCloseTo(3.6 / 4.5, 1)
    await expect(page.getByRole("table", { name: "Healthcare market projection" }).getByRole("row")).toHaveCount(4)
    await expect(
      page.getByText("Investment opportunities are subject to qualification and regulatory requirements."),
    ).toBeVisible()
  })
})

test.describe("Careers", () => {
  test("a closed opening is neither listed nor served: its address leads home", async ({ page }) => {
    expect(closedJobs.length).toBeGreaterThan(0) // the fixture keeps one, closed before its clock
    await visit(page, "/jobs")
    for (const job of closedJobs) {
      await expect(page.getByRole("heading", { level: 3, name: job.title })).toHaveCount(0)
      const response = await page.goto(`/jobs/${job.slug}`)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveURL(/:\d+\/$/)
    }
  })

  test("lists the openings newest first, with dates and new-tab 'Apply Now' links", async ({ page }) => {
    await visit(page, "/jobs")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Our Mission")
    const openings = page.getByRole("region", { name: "Openings" }).getByRole("article")
    // the fixture's open roles, newest first (its closed one, past validThrough at the fixture's clock, is not listed)
    await expect(openings.getByRole("heading", { level: 3 })).toHaveText(
      [...jobs].sort((a, b) => b.datePosted.localeCompare(a.datePosted)).map((job) => job.title),
    )
    await expect(openings.nth(1)).toContainText("Posted Apr 15, 2025")
    await expect(openings.nth(1)).toContainText("Full-time")
    const apply = page.getByRole("link", { name: /^Apply Now/ })
    await expect(apply).toHaveCount(jobs.length)
    for (const link of await apply.all()) {
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", /noopener/)
    }
    // each card shows its whole summary: nothing cut, even with wider text spacing (WCAG 1.4.12)
    const description = openings.first().locator("p").filter({ hasText: "Research, train" })
    const hidden = await description.evaluate((el) => el.scrollHeight - el.clientHeight)
    expect(hidden).toBeLessThanOrEqual(1)
    await expect(
      page
        .getByRole("complementary", { name: "Don't see the right role?" })
        .getByRole("link", { name: "Get in Touch" }),
    ).toHaveAttribute("href", "/contact")
  })

  test("an opening's apply link stays legible under the pointer", async ({ page }) => {
    await visit(page, `/jobs/${jobs[0].slug}`)
    const apply = page.getByRole("main").getByRole("link", { name: /^Apply Now/ })
    await apply.hover()
    await page.waitForTimeout(400) // its background's transition
    // WCAG's contrast ratio of its text on its fill, as the pointer leaves them
    const ratio = await apply.evaluate((element) => {
      const style = getComputedStyle(element)
      const luminance = (color: string) => {
        const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
          const c = Number(part) / 255
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a)
      return (light + 0.05) / (dark + 0.05)
    })
    expect(ratio).toBeGreaterThanOrEqual(4.5)
  })
})

test.describe("News, legal and product pages", () => {
  test("News lists the press release and the media coverage with machine-readable dates", async ({ page }) => {
    await visit(page, "/news")
    await expect(page.locator("time[datetime='2025-04-02']")).toHaveText("April 2, 2025")
    await expect(page.locator("time[datetime='2025-04-10']")).toHaveText("April 10, 2025")
    await expect(page.getByText("Press Release", { exact: true })).toBeVisible()
    await expect(page.getByText("Media Coverage", { exact: true })).toBeVisible()
  })

  for (const [path, heading, text] of [
    ["/privacy", "Privacy Policy", "committed to protecting your personal information"],
    ["/terms-and-conditions", "Terms and Conditions", "you agree to be bound by these terms"],
  ]) {
    test(`${path} shows its heading and introduction`, async ({ page }) => {
      await visit(page, path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
      await expect(page.getByText(text)).toBeVisible()
    })
  }

  // the fixture's recoverlife is in both stores; its connectlife in neither yet
  test("/recover shows recoverlife, the store badges, and on a wide screen the QR code of its page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await visit(page, "/recover")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("recoverlife")
    await expect(page.getByText("live happier", { exact: true }).first()).toBeVisible()
    await expect(page.getByRole("heading", { name: "Download the app for free!" })).toBeVisible()
    for (const store of [/App Store/, /Google Play/]) {
      const link = page.getByRole("link", { name: store })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
    const qr = page.locator("#download figure svg")
    await expect(qr).toBeVisible()
    expect(await qr.locator("path").getAttribute("d")).toMatch(/^M\d/)
    await page.setViewportSize({ width: 390, height: 800 })
    await expect(qr).toBeHidden()
    await expect(page.getByRole("link", { name: /Google Play/ })).toBeVisible()
    await expect(page.getByRole("form", { name: /in the stores/ })).toHaveCount(0)
  })

  test("/connect, in no store yet, shows connectlife and asks to be told when it is, with no badge", async ({
    page,
  }) => {
    await visit(page, "/connect")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("connectlife")
    await expect(page.getByText("unifying healthcare", { exact: true }).first()).toBeVisible()
    const form = page.getByRole("form", { name: "Tell me when connectlife is in the stores" })
    await expect(form.getByRole("textbox", { name: "Your e-mail address" })).toBeVisible()
    await expect(page.getByRole("link", { name: /App Store|Google Play/ })).toHaveCount(0)
  })
})

test("a page inlines its own sections' styles only, and a page reached in the browser gets its own", async ({
  page,
  request,
}) => {
  const inlineStyles = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("")
  // The class of Home's problem card titles (a short hash in production; Home's own rule, composing
  // nothing shared): its rule is in Home's <head> only.
  await visit(page, "/")
  const titleClass = await page.locator("#problems h3").first().getAttribute("class")
  expect(titleClass).toMatch(/^\S+$/)
  expect(await inlineStyles("/")).toContain(`.${titleClass}{`)
  expect(await inlineStyles("/about")).not.toContain(`.${titleClass}{`)

  await visit(page, "/about")
  await page.getByRole("banner").getByRole("link", { name: "Home", exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.locator("#problems ul").first()).toHaveCSS("display", "grid")
})

test("icons draw from one cached sprite under each page's policy: server-rendered, client-rendered and without JavaScript", async ({
  page,
  browser,
  request,
}) => {
  /** The <use> of every icon on screen, and whether the sprite gave it a drawing. */
  const icons = (target: Page) =>
    target.locator("svg > use").evaluateAll((uses) =>
      uses
        .filter((use) => use.getClientRects().length > 0)
        .map((use) => {
          const box = (use as SVGUseElement).getBBox()
          return { href: use.getAttribute("href") ?? "", drawn: box.width > 0 && box.height > 0 }
        }),
    )
  const expectAllDrawn = async (target: Page, path: string) => {
    const shown = await icons(target)
    expect(shown.length, path).toBeGreaterThan(3)
    expect(
      shown.filter((icon) => !icon.drawn),
      path,
    ).toEqual([])
    return shown
  }

  await visit(page, "/")
  const sprites = new Set((await expectAllDrawn(page, "/")).map((icon) => icon.href.split("#")[0]))
  expect([...sprites]).toEqual([expect.stringMatching(/^\/static\/icons-[0-9a-f]+\.svg$/)])
  const sprite = await request.get([...sprites][0])
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml")
  expect(sprite.headers()["cache-control"]).toContain("immutable")

  // /contact's icons rendered by React in the browser after a client-side navigation.
  // The address changes before React commits the new page (the route renders as a transition), and
  // Home's h1 is visible until then: wait for the new page's head and for its icons to be on screen.
  await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page).toHaveTitle(/Contact Us/)
  await expect
    .poll(async () => (await icons(page)).length, { message: "/contact's icons on screen" })
    .toBeGreaterThan(3)
  await expectAllDrawn(page, "/contact after navigation")

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })
  const noJs = await context.newPage()
  await noJs.goto("/about")
  await noJs.waitForLoadState("networkidle")
  await expectAllDrawn(noJs, "/about without JavaScript")
  await context.close()
})
