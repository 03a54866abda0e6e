import { test as base, expect, type Page, type Request } from "@playwright/test"
import { FIXTURE_NOW } from "../helpers/content"

/**
 * The fixture's clock in the page, an init script: `Date` and `Date.now()` start at `now` and run on from
 * there, so a page sees the day the fixture build was built for (`__tests__/fixtures/fixture-site.json`,
 * the build's SITE_NOW and Jest's clock) on whatever day the tests run. Timers, `performance` and its
 * marks stay real: Playwright's `page.clock` fakes those too, and `visit()` waits for a mark. Serialized
 * into the page, so it uses nothing from outside itself.
 */
export function fixtureClock(now: number) {
  const NativeDate = Date
  const offset = now - NativeDate.now()
  const current = () => NativeDate.now() + offset
  globalThis.Date = new Proxy(NativeDate, {
    // new Date() is now on that clock; a Date of a given time is as it was
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [current()] : args, newTarget),
    // Date() called as a function: the time now, as text
    apply: () => new NativeDate(current()).toString(),
    get: (target, key, receiver) => (key === "now" ? current : Reflect.get(target, key, receiver)),
  })
}

/** The fixture's "now" as fixtureClock takes it. */
export const FIXTURE_TIME = FIXTURE_NOW.getTime()

/**
 * Collects what would show up red in the console: errors, uncaught exceptions, failed requests to the
 * site. An unknown path answers 404 by design (its page then moves to Home): that document's 404 and
 * the console line the browser writes for it are left out. With `offline`, requests that leave the site
 * are blocked on purpose (the test's simulated network failure), so the browser's own "Failed to load
 * resource" line for one of them is left out too.
 */
export function watchForErrors(page: Page, { offline = false } = {}) {
  const found: Array<{ message: string; url?: string }> = []
  const missingPaths = new Set<string>()
  const isOwn = (url: string) => ["localhost", "127.0.0.1"].includes(new URL(url).hostname)

  page.on("console", (message) => {
    if (message.type() !== "error") return
    const url = message.location().url
    if (offline && url && !isOwn(url) && message.text().startsWith("Failed to load resource")) return
    found.push({ message: `console.error: ${message.text()}`, url })
  })
  page.on("pageerror", (error) => found.push({ message: `uncaught: ${error.message}` }))
  // A request the browser cancels because its document was replaced (a second visit, or the 404 page
  // moving on to Home) is left behind, not a fault. Each request remembers which document it started
  // in (documents counted as the main frame commits them); whether it was left behind is judged at the
  // end, when every commit has been seen.
  let documents = 0
  const documentOf = new WeakMap<Request, number>()
  const aborted: Array<{ message: string; url?: string; document: number }> = []
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) documents += 1
  })
  page.on("request", (request) => documentOf.set(request, documents))
  page.on("requestfailed", (request) => {
    if (!isOwn(request.url())) return
    const message = `request failed: ${request.url()} ${request.failure()?.errorText ?? ""}`
    if (request.failure()?.errorText === "net::ERR_ABORTED" && documentOf.has(request))
      aborted.push({ message, document: documentOf.get(request)! })
    else found.push({ message })
  })
  page.on("response", (response) => {
    if (!isOwn(response.url()) || response.status() < 400) return
    if (response.request().resourceType() === "document" && response.status() === 404) {
      missingPaths.add(new URL(response.url()).pathname.replace(/\/$/, ""))
      return
    }
    found.push({ message: `HTTP ${response.status()}: ${response.url()}`, url: response.url() })
  })

  const expected = (url?: string) => {
    if (!url || !isOwn(url)) return false
    const pathname = new URL(url).pathname.replace(/\/$/, "")
    const pageDataOf = pathname.match(/^\/page-data(\/.*)\/page-data\.json$/)?.[1]
    return missingPaths.has(pathname) || (pageDataOf !== undefined && missingPaths.has(pageDataOf))
  }
  return () =>
    [...found, ...aborted.filter((entry) => entry.document === documents)]
      .filter((entry) => !expected(entry.url))
      .map((entry) => entry.message)
}

/** Gatsby's performance mark after the first commit, i.e. once hydration has finished (production-app.js). */
export const HYDRATED_MARK = "onInitialClientRender"
/** The mark after-load.tsx sets once the footer's newsletter form, deferred past the page's load, is live. */
export const AFTER_LOAD_MARK = "after-load:newsletter"

/**
 * Goes to a path and waits until the page is hydrated and its scripts have settled. The site hydrates
 * in a transition, in slices, after the network is quiet; Gatsby marks the end of the first render
 * (hydration committed) with a performance mark, so a test never presses a button React has not
 * taken over yet.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  await hydration(page, path)
  return response
}

/** Waits until the page now loaded (by goto, a reload or a link) is hydrated and its scripts have settled. */
export async function hydration(page: Page, path = page.url()) {
  await page.waitForLoadState("networkidle")
  await expect
    .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, HYDRATED_MARK), {
      message: `${path} hydrates`,
    })
    .toBe(1)
  // the footer's newsletter form hydrates after the page has loaded and the browser is idle (after-load.tsx)
  await expect
    .poll(
      () =>
        page.evaluate(
          (mark) => !document.getElementById("newsletter-email") || performance.getEntriesByName(mark).length > 0,
          AFTER_LOAD_MARK,
        ),
      { message: `${path}'s newsletter form hydrates` },
    )
    .toBe(true)
}

/** A test whose pages run on the fixture's clock (fixtureClock): every browser test's base. */
export const clockedTest = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(fixtureClock, FIXTURE_TIME)
    await provide(context)
  },
})

/**
 * A test whose pages run on the fixture's clock and whose page fails the test on any console error,
 * uncaught exception or failed own request.
 */
export const test = clockedTest.extend<{ pageErrors: () => string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors = watchForErrors(page)
      await use(errors)
      expect(errors(), "the page logged errors").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
