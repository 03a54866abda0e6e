/**
 * The site built WITH a (dummy) Firebase configuration, served locally, every request that leaves
 * localhost blocked — as behind an ad blocker or on a closed network. Firebase must start after
 * load, try its services, fail, and leave the pages working with a clean console.
 */
import fs from "fs"
import path from "path"
import { test, expect, type Page } from "@playwright/test"
import { routes } from "./routes"
import { buildSiteWithFirebase, firebaseChunkFiles } from "./firebase-site"
import { startHost } from "../../scripts/lib/host.mjs"

test.describe.configure({ mode: "serial" })

let site: string
let host: Awaited<ReturnType<typeof startHost>>
let baseURL: string
let chunkFiles: string[]

// FIREBASE_SITE_DIR keeps the build between runs while working on this file (delete it to rebuild).
const keptSite = process.env.FIREBASE_SITE_DIR

test.beforeAll(async () => {
  test.setTimeout(300_000)
  site =
    keptSite && fs.existsSync(path.join(keptSite, "public", "index.html")) ? keptSite : buildSiteWithFirebase(keptSite)
  const publicDir = path.join(site, "public")
  chunkFiles = firebaseChunkFiles(publicDir)
  host = await startHost({ dir: publicDir })
  baseURL = host.url
})

test.afterAll(async () => {
  await host?.stop()
  if (site && !keptSite) fs.rmSync(site, { recursive: true, force: true })
})

const isOwn = (url: string) => new URL(url).origin === baseURL

/**
 * Blocks every request that leaves localhost and collects what a visitor's console would show in
 * red. The browser's own "Failed to load resource" line for a blocked request is the simulated
 * network failure itself, not something the page logged, so those are left out.
 */
async function blockTheInternet(page: Page) {
  const blocked: string[] = []
  const errors: string[] = []
  await page.route(
    (url) => !isOwn(url.href),
    (route) => {
      blocked.push(route.request().url())
      return route.abort("blockedbyclient")
    },
  )
  page.on("console", (message) => {
    if (message.type() !== "error") return
    const url = message.location().url
    if (message.text().startsWith("Failed to load resource") && url && !isOwn(url)) return
    errors.push(`console.error: ${message.text()}`)
  })
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`))
  page.on("requestfailed", (request) => {
    if (isOwn(request.url())) errors.push(`request failed: ${request.url()}`)
  })
  return { blocked, errors }
}

const isFirebaseChunk = (url: string) => isOwn(url) && chunkFiles.includes(new URL(url).pathname.slice(1))

/** The screen views Analytics handed to gtag's queue (gtag.js itself is blocked, the queue stays). */
const screenViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter(([command, name]) => command === "event" && name === "screen_view")
      .map(([, , params]) => (params as { firebase_screen: string }).firebase_screen),
  )

test("the build has a lazy Firebase chunk", () => {
  expect(chunkFiles.length).toBeGreaterThan(0)
})

test("Firebase is requested only after the load event and the start delay, without any interaction", async ({
  page,
}) => {
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
  expect(errors).toEqual([])
})

for (const route of routes) {
  test(`${route.path} works with Firebase configured and Google unreachable`, async ({ page }) => {
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
    expect(errors).toEqual([])
  })
}

test("each client-side route change is counted once, after the first page", async ({ page }) => {
  const { errors } = await blockTheInternet(page)
  await page.goto(`${baseURL}/`)
  await page.keyboard.press("Shift")
  await expect.poll(() => screenViews(page), { timeout: 15_000 }).toEqual(["/"])

  await page.getByRole("navigation").first().getByRole("link", { name: /about/i }).first().click()
  await expect(page).toHaveURL(`${baseURL}/about`)
  await expect.poll(() => screenViews(page), { timeout: 10_000 }).toEqual(["/", "/about"])
  const pageView = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .find(
        ([command, name, params]) =>
          command === "event" && name === "page_view" && (params as { page_path: string }).page_path === "/about",
      ),
  )
  expect(pageView?.[2]).toMatchObject({ page_path: "/about", page_title: expect.stringMatching(/About/) })
  expect(errors).toEqual([])
})
