/**
 * The site built WITH a (dummy) Firebase configuration, served locally, every request that leaves
 * localhost blocked — as behind an ad blocker or on a closed network. Firebase must start after
 * load, try its services, fail, and leave the pages working with a clean console. Analytics and
 * Performance Monitoring run only with the visitor's consent: most tests here start as a visitor
 * who accepted on an earlier visit; the consent tests at the end start from a first visit.
 */
import { test, expect, type Page } from "@playwright/test"
import { jobs, routes } from "./routes"
import { hydration, watchForErrors } from "./fixtures"
import { changeConsent, playwrightTab } from "./keyboard-tasks"
import { axeViolations } from "./a11y-engines"
import { chunksHolding, FIREBASE_SITE_URL, siteWithFirebase } from "./firebase-site"
import { startHost } from "../../scripts/lib/host.mjs"
import { chunkGroupFiles } from "../../scripts/lib/first-load.mjs"
import { CONSENT_KEY } from "../../src/firebase/consent"

test.describe.configure({ mode: "serial" })

let host: Awaited<ReturnType<typeof startHost>>
let baseURL: string
let chunkFiles: string[]
let trackingChunkFiles: string[]

test.beforeAll(async () => {
  // The build takes two minutes alone and longer beside the other browser workers: this hook has a
  // limit of its own. The whole file runs in one worker (serial), started first (playwright.config.ts),
  // so the build overlaps the other tests rather than waiting for them.
  test.setTimeout(15 * 60_000)
  const publicDir = await siteWithFirebase()
  chunkFiles = chunkGroupFiles("firebase", publicDir)
  trackingChunkFiles = chunksHolding(publicDir, "src/firebase/tracking.ts")
  host = await startHost({ dir: publicDir })
  baseURL = host.url
})

test.afterAll(async () => {
  await host?.stop()
})

const isOwn = (url: string) => new URL(url).origin === baseURL

/** Blocks every request that leaves the site and collects what a visitor's console would show in red. */
async function blockTheInternet(page: Page) {
  const blocked: string[] = []
  await page.route(
    (url) => !isOwn(url.href),
    (route) => {
      blocked.push(route.request().url())
      return route.abort("blockedbyclient")
    },
  )
  return { blocked, errors: watchForErrors(page, { offline: true }) }
}

/** A visitor who accepted Analytics on an earlier visit (the choice is in localStorage). */
const acceptedEarlier = (page: Page) => page.addInitScript((key) => localStorage.setItem(key, "granted"), CONSENT_KEY)

const isFirebaseChunk = (url: string) => isOwn(url) && chunkFiles.includes(new URL(url).pathname.slice(1))

/** The screen views Analytics handed to gtag's queue (gtag.js itself is blocked, the queue stays). */
const screenViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter(([command, name]) => command === "event" && name === "screen_view")
      .map(([, , params]) => (params as { firebase_screen: string }).firebase_screen),
  )

test("the build has a lazy Firebase chunk, and Analytics and Performance in one of their own", () => {
  expect(chunkFiles.length).toBeGreaterThan(0)
  expect(trackingChunkFiles.length).toBeGreaterThan(0)
})

// The copy's settings are in its .env.production only (firebase-site.ts): what the build itself writes
// must read them there too, not only the scripts Gatsby inlines them into.
test("the build's own files read .env.production: the site's address, and a policy that lets Firebase start", async ({
  request,
}) => {
  expect(await (await request.get(`${baseURL}/robots.txt`)).text()).toContain(`Sitemap: ${FIREBASE_SITE_URL}/`)
  const policy = (await request.get(`${baseURL}/`)).headers()["content-security-policy"]
  expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
  expect(policy).toMatch(/connect-src [^;]*https:\/\/firebaseinstallations\.googleapis\.com/)
})

test("Firebase is requested only after the load event and the start delay, without any interaction", async ({
  page,
}) => {
  await acceptedEarlier(page)
  const { blocked, errors } = await blockTheInternet(page)
  const chunkLoaded = page.waitForResponse((response) => isFirebaseChunk(response.url()), { timeout: 20_000 })
  await page.goto(`${baseURL}/`)
  await chunkLoaded
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((entry) => /firebase-.*\.js$/.test(entry.name)),
  )

  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming
    const scripts = performance
      .getEntriesByType("resource")
      .map((entry) => ({ name: entry.name, start: entry.startTime }))
    return { loadEnd: navigation.loadEventEnd, scripts }
  })
  const firebaseStarts = timing.scripts.filter((script) => isFirebaseChunk(script.name)).map((script) => script.start)
  expect(firebaseStarts.length).toBeGreaterThan(0)
  // Loaded no sooner than 5 s after load (outside the window Total Blocking Time counts).
  for (const start of firebaseStarts) expect(start).toBeGreaterThan(timing.loadEnd + 4_900)

  await expect.poll(() => screenViews(page), { timeout: 15_000 }).toEqual(["/"])
  await page.waitForTimeout(1_500)
  const hosts = new Set(blocked.map((url) => new URL(url).hostname))
  expect([...hosts]).toEqual(expect.arrayContaining(["www.google.com", "firebaseinstallations.googleapis.com"]))
  expect(errors()).toEqual([])
})

/**
 * Firebase is one site-wide loader (gatsby-browser) and the consent banner in the layout; no page
 * has Firebase code of its own. Home is covered above; these are a page with a form and a page of
 * another template, each under its own Content-Security-Policy (every-page.spec loads every page).
 */
const otherPages = [
  routes.find((route) => route.path === "/contact")!,
  { path: `/jobs/${jobs[0].slug}`, title: jobs[0].title },
]

for (const route of otherPages) {
  test(`${route.path} works with Firebase configured and Google unreachable`, async ({ page }) => {
    await acceptedEarlier(page)
    const { blocked, errors } = await blockTheInternet(page)
    const response = await page.goto(`${baseURL}${route.path}`)
    expect(response?.ok()).toBe(true)
    await expect(page).toHaveTitle(new RegExp(route.title))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()

    // A key press counts as the visitor's first interaction: Firebase starts without the 5 s wait.
    const chunkRequested = page.waitForRequest((request) => isFirebaseChunk(request.url()))
    await page.keyboard.press("Shift")
    await chunkRequested
    await expect
      .poll(() => screenViews(page), { timeout: 15_000 })
      .toEqual([new URL(`${baseURL}${route.path}`).pathname])
    // Give Installations, App Check and Performance time to fail on the blocked network.
    await expect
      .poll(() => blocked.some((url) => url.includes("firebaseinstallations")), { timeout: 10_000 })
      .toBe(true)
    await page.waitForTimeout(1_500)

    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect(errors()).toEqual([])
  })
}

test("each client-side route change is counted once, after the first page", async ({ page }) => {
  await acceptedEarlier(page)
  const { errors } = await blockTheInternet(page)
  await page.goto(`${baseURL}/`)
  await page.keyboard.press("Shift")
  await expect.poll(() => screenViews(page), { timeout: 15_000 }).toEqual(["/"])

  await page.getByRole("navigation").first().getByRole("link", { name: /about/i }).first().click()
  await expect(page).toHaveURL(`${baseURL}/about`)
  await expect.poll(() => screenViews(page), { timeout: 10_000 }).toEqual(["/", "/about"])
  const pageView = await page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .find(
        ([command, name, params]) =>
          command === "event" && name === "page_view" && (params as { page_path: string }).page_path === "/about",
      ),
  )
  expect(pageView?.[2]).toMatchObject({ page_path: "/about", page_title: expect.stringMatching(/About/) })
  expect(errors()).toEqual([])
})

test.describe("analytics only with consent", () => {
  /**
   * Hosts only Analytics and Performance Monitoring talk to: gtag.js and its collection endpoints,
   * Analytics' configuration fetch, Installations (used by those two alone), Performance's settings
   * and its log upload. App Check's reCAPTCHA (www.google.com) is not among them: it runs regardless.
   */
  const TRACKING_HOST =
    /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|firebase\.googleapis\.com|firebaseinstallations\.googleapis\.com|firebaseremoteconfig\.googleapis\.com|firebaselogging(-pa)?\.googleapis\.com)$/
  const trackingRequests = (blocked: string[]) => blocked.filter((url) => TRACKING_HOST.test(new URL(url).hostname))

  const banner = (page: Page) => page.getByRole("region", { name: "Cookies and analytics" })

  /**
   * Starts Firebase at once if nothing has yet (a key press is the visitor's first interaction) and
   * waits until App Check has tried Google: the sign that the Firebase chunk ran on this page.
   */
  async function startFirebaseAndWait(page: Page, blocked: string[]) {
    await page.keyboard.press("Shift")
    await expect
      .poll(() => blocked.some((url) => new URL(url).hostname === "www.google.com"), { timeout: 15_000 })
      .toBe(true)
    // Time for anything that would follow (Installations, gtag.js, Performance's settings) to be asked for.
    await page.waitForTimeout(3_000)
  }

  test("a first visit asks, sends nothing to Analytics before Accept, and starts it after", async ({ page }) => {
    const { blocked, errors } = await blockTheInternet(page)
    await page.goto(`${baseURL}/`)
    await expect(banner(page)).toBeVisible()
    await startFirebaseAndWait(page, blocked)
    expect(trackingRequests(blocked)).toEqual([])
    expect(await screenViews(page)).toEqual([])

    await banner(page).getByRole("button", { name: "Accept" }).click()
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => trackingRequests(blocked).length, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe("granted")

    // The page shown before the choice was not kept for later; the next one is counted.
    await page.getByRole("navigation").first().getByRole("link", { name: /about/i }).first().click()
    await expect.poll(() => screenViews(page), { timeout: 10_000 }).toEqual(["/about"])
    expect(errors()).toEqual([])
  })

  test("after Decline, nothing goes to Analytics on this visit or the next (its code is not loaded), and the banner stays closed", async ({
    page,
  }) => {
    const { blocked, errors } = await blockTheInternet(page)
    const requested: string[] = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname.slice(1)))
    await page.goto(`${baseURL}/`)
    await banner(page).getByRole("button", { name: "Decline" }).click()
    await expect(banner(page)).toBeHidden()
    await startFirebaseAndWait(page, blocked)

    blocked.length = 0
    await page.goto(`${baseURL}/about`)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(banner(page)).toBeHidden()
    await startFirebaseAndWait(page, blocked)
    expect(trackingRequests(blocked)).toEqual([])
    expect(await screenViews(page)).toEqual([])
    // Their code is not even downloaded.
    expect(requested.filter((file) => trackingChunkFiles.includes(file))).toEqual([])
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" })).toBeVisible()
    expect(errors()).toEqual([])
  })

  test("Global Privacy Control counts as Decline, without a banner", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }),
    )
    const { blocked, errors } = await blockTheInternet(page)
    await page.goto(`${baseURL}/`)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await startFirebaseAndWait(page, blocked)
    await expect(banner(page)).toHaveCount(0)
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" })).toHaveCount(0)
    expect(trackingRequests(blocked)).toEqual([])
    expect(errors()).toEqual([])
  })

  test("Cookie settings reopens the banner, saying which choice holds; Accept there starts Analytics", async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "denied"), CONSENT_KEY)
    const { blocked, errors } = await blockTheInternet(page)
    await page.goto(`${baseURL}/cookies`)
    await startFirebaseAndWait(page, blocked)
    expect(trackingRequests(blocked)).toEqual([])

    const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" })
    await settings.click()
    await expect(banner(page)).toBeFocused()
    // the choice that holds now, with the button that changes it named as the build fills it in ({label:accept})
    await expect(banner(page)).toContainText("You have declined analytics on this device")
    await expect(banner(page)).toContainText("To allow them, choose Accept.")
    await banner(page).getByRole("button", { name: "Accept" }).click()
    await expect(settings).toBeFocused()
    await expect.poll(() => trackingRequests(blocked).length, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(errors()).toEqual([])
  })

  test(`with the keyboard alone: ${changeConsent.name}`, async ({ page }) => {
    await page.setViewportSize({ width: changeConsent.width, height: 800 })
    const { errors } = await blockTheInternet(page)
    await page.goto(`${baseURL}${changeConsent.path}`)
    await hydration(page)
    await changeConsent.run(playwrightTab(page))
    expect(errors()).toEqual([])
  })

  for (const width of [1280, 375]) {
    test(`the open banner has no WCAG 2.2 A/AA violation at ${width}px and is reached by keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await blockTheInternet(page)
      await page.goto(`${baseURL}/`)
      await expect(banner(page)).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      // Right after "Skip to content" in the tab order, so a keyboard visitor meets it first.
      const reached: string[] = []
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press("Tab")
        reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""))
      }
      expect(reached).toEqual(["Skip to content", "Cookie Policy", "Accept", "Decline"])
      await page.keyboard.press("Enter")
      await expect(banner(page)).toBeHidden()
      expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe("denied")
    })
  }

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 375, height: 812 },
  ]) {
    test(`at ${viewport.width} × ${viewport.height} the banner leaves Home's main actions uncovered`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await blockTheInternet(page)
      await page.goto(`${baseURL}/`)
      await expect(banner(page)).toBeVisible()
      // measured where it comes to rest, not part-way through its entrance
      await banner(page).evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      )
      const box = (await banner(page).boundingBox())!
      const overlaps = async (name: RegExp) => {
        const target = (await page.getByRole("link", { name }).first().boundingBox())!
        return target.y < box.y + box.height && box.y < target.y + target.height
      }
      expect(await overlaps(/get started today/i)).toBe(false)
      expect(await overlaps(/learn more/i)).toBe(false)
      // Under the fixed header, not over it: the menu stays reachable.
      const header = (await page.getByRole("banner").boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
    })
  }
})
