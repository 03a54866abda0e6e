/**
 * The key flows in a second engine: Debian's Firefox ESR, driven by puppeteer-core over WebDriver
 * BiDi (Playwright's own Firefox is a patched build that cannot be downloaded here), against the
 * same wrangler pages dev host as the Chromium tests (the search flow also on netlify dev).
 */
import fs from "fs"
import { test, expect } from "@playwright/test"
import puppeteer, { type Browser, type HTTPResponse, type Page } from "puppeteer-core"
import { distinctRoutes, words } from "./routes"
import { loadCollection, loadObject } from "../helpers/content"
import { FIXTURE_TIME, HYDRATED_MARK, fixtureClock } from "./fixtures"
import { CLOUDFLARE_URL, E2E_EXPORT_TOKEN, NETLIFY_URL } from "./host-urls"
import {
  KEYBOARD_TASKS,
  announced,
  changeConsent,
  liveRegionsSaid,
  recordLiveRegions,
  type KeyTab,
  type KeyboardTask,
} from "./keyboard-tasks"
import { siteWithFirebase } from "./firebase-site"
import { startHost } from "../../scripts/lib/host.mjs"
import { REQUESTS_PATH } from "../../src/lib/requests"

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"

test.describe.configure({ mode: "serial" })

let browser: Browser
let problems: string[] = []

test.beforeAll(async () => {
  if (!fs.existsSync(FIREFOX)) {
    throw new Error(
      `No Firefox at ${FIREFOX}. Install one ("sudo apt-get install -y firefox-esr") or set FIREFOX_PATH.`,
    )
  }
  browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true })
})

test.afterAll(async () => {
  await browser?.close()
})

/**
 * Sizes the tab. puppeteer also sends a screen-orientation override with the size, a command Firefox
 * ESR 140 does not know: it refuses that one and still applies the size (checked once the page is open).
 */
async function setViewport(page: Page, width: number) {
  await page.setViewport({ width, height: 900 }).catch((error: Error) => {
    if (!/setScreenOrientationOverride/.test(error.message)) throw error
  })
}

/** A new tab on the fixture's clock that records what a visitor's console would show in red. */
async function open(baseURL: string, path: string, width = 1280): Promise<Page> {
  problems = []
  const page = await browser.newPage()
  // the fixture's clock, as the Chromium tests' pages have it (fixtures.ts)
  await page.evaluateOnNewDocument(fixtureClock, FIXTURE_TIME)
  await setViewport(page, width)
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`uncaught: ${(error as Error).message}`))
  const response = await page.goto(`${baseURL}${path}`, { waitUntil: "load" })
  expect([200, 304], path).toContain(response?.status())
  expect(await page.evaluate(() => window.innerWidth)).toBe(width)
  return page
}

/**
 * Polls a condition in the page until it holds. puppeteer's own waitForFunction builds its poller
 * with `new Function`, which Firefox ESR 140 refuses under the site's Content-Security-Policy;
 * `evaluate` is not subject to it.
 */
type Arg = string | string[] | undefined

async function until<A extends Arg>(page: Page, condition: (arg: A) => boolean | undefined, arg?: A, timeout = 10_000) {
  const deadline = Date.now() + timeout
  while (!(await page.evaluate(condition as (arg: Arg) => boolean | undefined, arg))) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for: ${condition}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Waits until the element is on the page and React has committed the page's hydration (Gatsby's mark,
 * see fixtures.ts): an element's React props appear while hydration is still rendering, before its
 * handlers are live. Hydration yields to the browser in slices, so on a loaded two-core machine the
 * first page can take well over 15 s.
 */
async function hydrated(page: Page, selector: string) {
  await until(
    page,
    ([s, mark]) => document.querySelector(s) !== null && performance.getEntriesByName(mark).length > 0,
    [selector, HYDRATED_MARK],
    30_000,
  )
}

const text = (page: Page, selector: string) =>
  page.$eval(selector, (element) => (element as HTMLElement).innerText.trim())

test("every top-level page of the build renders", async ({ baseURL }) => {
  test.setTimeout(120_000)
  for (const route of distinctRoutes) {
    const page = await open(baseURL!, route.path)
    expect(await page.title(), route.path).toContain(route.title)
    expect((await text(page, "h1")).length, route.path).toBeGreaterThan(0)
    expect(await page.$("header"), route.path).not.toBeNull()
    expect(await page.$("footer"), route.path).not.toBeNull()
    await hydrated(page, 'a[href="/about"]')
    expect(problems, route.path).toEqual([])
    // on the fixture's clock, as in Chromium
    expect(await page.evaluate(() => Date.now()), route.path).toBeGreaterThanOrEqual(FIXTURE_TIME)
    expect(await page.evaluate(() => Date.now()), route.path).toBeLessThan(FIXTURE_TIME + 600_000)
    await page.close()
  }
})

test("the footer's links prefetch their pages' data within the page's policy", async ({ baseURL }) => {
  // Gatsby prefetches a link's page data with <link rel=prefetch> as the link comes into view. Firefox
  // checks such a request against default-src (as CSP 3 says; Chromium checks it against nothing).
  const page = await open(baseURL!, "/")
  await hydrated(page, 'footer a[href="/jobs"]')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const prefetched = () =>
    page.evaluate(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.endsWith("/page-data/jobs/page-data.json")),
    )
  await expect.poll(async () => problems.length > 0 || (await prefetched()), { timeout: 10_000 }).toBe(true)
  expect(problems).toEqual([])
  await page.close()
})

test("the mobile menu opens, lists the navigation's links, and closes", async ({ baseURL }) => {
  const page = await open(baseURL!, "/about", 375)
  await hydrated(page, 'button[aria-label="Open menu"]')
  await page.click('button[aria-label="Open menu"]')
  await until(page, () => (document.getElementById("mobile-menu") as HTMLDialogElement).open)
  expect(await text(page, "#mobile-menu-title")).toBe(words().menuTitle)
  const labels = await page.$$eval('#mobile-menu nav[aria-label="Mobile"] a', (links) =>
    links.map((a) => (a as HTMLElement).innerText.trim()),
  )
  expect(labels).toEqual(loadCollection<{ menuLabel: string }>("navigation").map((item) => item.menuLabel))
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden")
  await page.click('button[aria-label="Close menu"]')
  await until(page, () => !(document.getElementById("mobile-menu") as HTMLDialogElement).open)

  await page.click('button[aria-label="Open menu"]')
  await until(page, () => (document.getElementById("mobile-menu") as HTMLDialogElement).open)
  await page.click('#mobile-menu nav[aria-label="Mobile"] a[href="/jobs"]')
  await until(page, () => location.pathname === "/jobs")
  await until(page, () => !(document.getElementById("mobile-menu") as HTMLDialogElement).open)
  expect(problems).toEqual([])
  await page.close()
})

test("the FAQ opens one item at a time and closes the open one", async ({ baseURL }) => {
  const page = await open(baseURL!, "/")
  const first = "#faq li:nth-child(1) button"
  const second = "#faq li:nth-child(2) button"
  const expanded = (selector: string) => page.$eval(selector, (b) => b.getAttribute("aria-expanded"))
  // A click is aimed where the button is when it is sent: wait until no item is still opening or closing
  // (the second button moves up while the first closes).
  const still = () => until(page, () => document.querySelector("#faq")!.getAnimations({ subtree: true }).length === 0)
  await hydrated(page, first)
  // and until every band off screen has been rendered (src/lib/band-rendering.ts): one rendered while the
  // click is on its way would move the FAQ from under it, and puppeteer, unlike Playwright, does not wait
  // for a target to hold still.
  await until(page, () => !document.querySelector("[data-band]:not([data-rendered])"))
  await page.click(first)
  await until(page, (s) => document.querySelector(s)?.getAttribute("aria-expanded") === "true", first)
  await still()
  await page.click(second)
  await until(page, (s) => document.querySelector(s)?.getAttribute("aria-expanded") === "true", second)
  expect(await expanded(first)).toBe("false")
  await still()
  await page.click(second)
  await until(page, (s) => document.querySelector(s)?.getAttribute("aria-expanded") === "false", second)
  expect(problems).toEqual([])
  await page.close()
})

/**
 * The contact form on a page: submit it and wait for its alert to read a text (the form refused it), or
 * for a live region to have said a text (the form sent it).
 */
async function contactForm(page: Page) {
  const form = 'form[aria-labelledby="contact-form-title"]'
  await hydrated(page, form)
  const submit = () => page.click(`${form} button[type="submit"]`)
  return {
    expectRefusal: async (message: string) => {
      await submit()
      await until(page, ([s, m]) => (document.querySelector(s) as HTMLElement | null)?.innerText.trim() === m, [
        `${form} [role="alert"]`,
        message,
      ])
    },
    expectSent: async (message: string) => {
      await page.evaluate(recordLiveRegions)
      // what the endpoint answered, for the failure's message: a send that never reports names its cause
      const answers: string[] = []
      const onResponse = (response: HTTPResponse) => {
        if (new URL(response.url()).pathname === REQUESTS_PATH) answers.push(String(response.status()))
      }
      page.on("response", onResponse)
      await submit()
      try {
        // the page waits out the minimum fill time (2 s), then the host stores the request: on a loaded machine, longer
        await until(page, announced, message, 20_000)
      } catch (error) {
        throw new Error(
          `${(error as Error).message}\nThe live regions said ${JSON.stringify(await page.evaluate(liveRegionsSaid))}; ` +
            `${REQUESTS_PATH} answered ${answers.join(", ") || "nothing"}; the console: ${JSON.stringify(problems)}`,
        )
      } finally {
        page.off("response", onResponse)
      }
    },
  }
}

test("the contact form validates in the spec's order and reports the send", async ({ baseURL }) => {
  const page = await open(baseURL!, "/contact")
  const { expectRefusal, expectSent } = await contactForm(page)
  await expectRefusal("Please enter your name")
  await page.type("#contact-name", "Asha Rao")
  await page.type("#contact-email", "asha@")
  await expectRefusal("Please enter a valid email address")
  await page.type("#contact-email", "example.com")
  await expectRefusal("Please enter a subject")
  await page.select("#contact-subject", "demo")
  await expectRefusal("Please enter a message")
  const message = `Could we see connectlife? ${Date.now().toString(36)}`
  await page.type("#contact-message", message)
  await expectSent("Message sent successfully!")
  // stored exactly once, as the team's export shows it
  const csv = await (
    await fetch(`${baseURL}/api/requests/export`, { headers: { Authorization: `Bearer ${E2E_EXPORT_TOKEN}` } })
  ).text()
  expect(csv.split(message).length - 1).toBe(1)
  await page.close()
})

test("the Hindi contact form validates and reports in Hindi", async ({ baseURL }) => {
  const { messages } = loadObject<{ form: { messages: Record<string, string> } }>("contact-page.json", "hi").form
  const page = await open(baseURL!, "/hi/contact")
  const { expectRefusal, expectSent } = await contactForm(page)
  await expectRefusal(messages.name)
  await page.type("#contact-name", "प्रिया शर्मा")
  await page.type("#contact-email", "priya@")
  await expectRefusal(messages.email)
  await page.type("#contact-email", "example.in")
  await page.select("#contact-subject", "demo")
  await page.type("#contact-message", "कृपया मुझे कॉल करें")
  await expectSent(messages.sent)
  await page.close()
})

/** The site search on both hosts' runtimes: each query finds its page, in its language only. */
const SEARCH_HOSTS = [
  { name: "wrangler pages dev", baseURL: CLOUDFLARE_URL },
  { name: "netlify dev", baseURL: NETLIFY_URL },
]
const SEARCHES = [
  { path: "/search", query: "grievance officer", finds: "/privacy", language: /^\/(?!(hi|kn)(\/|$))/ },
  { path: "/hi/search", query: "शिकायत अधिकारी", finds: "/hi/privacy", language: /^\/hi\// },
  { path: "/kn/search", query: "ಕುಂದುಕೊರತೆ", finds: "/kn/privacy", language: /^\/kn\// },
  {
    path: "/search",
    query: "Full-Stack Software Engineer",
    finds: "/jobs/full-stack-software-engineer",
    language: /^\/(?!(hi|kn)(\/|$))/,
  },
]

for (const host of SEARCH_HOSTS)
  test(`the search pages find their language's pages on ${host.name}`, async () => {
    test.setTimeout(90_000)
    for (const { path, query, finds, language } of SEARCHES) {
      const page = await open(host.baseURL, path)
      await hydrated(page, 'input[type="search"]')
      await page.type('input[type="search"]', query)
      await page.keyboard.press("Enter")
      // the count names the query once the results are in (the list is <main>'s only <ol>)
      await until(
        page,
        (q) => {
          const status = document.querySelector('main [role="status"]') as HTMLElement | null
          return status !== null && status.innerText.includes(q!) && document.querySelector("main ol a") !== null
        },
        query,
        20_000,
      )
      const hrefs = await page.$$eval("main ol a", (links) => links.map((a) => a.getAttribute("href") ?? ""))
      expect(hrefs, `${query} on ${path}`).toContain(finds)
      for (const href of hrefs) expect(href, `${query} on ${path}`).toMatch(language)
      expect(await page.$("main ol mark"), `${query} on ${path}`).not.toBeNull()
      expect(problems, path).toEqual([])
      await page.close()
    }
  })

/** Firefox's tab as keyboard-tasks.ts drives it. */
function puppeteerTab(page: Page): KeyTab {
  return {
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    // puppeteer's types unbox the argument (handles to values): the tasks pass plain values
    evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg: A) =>
      page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg) as Promise<R>,
    reload: async () => {
      await page.reload({ waitUntil: "load" })
      await hydrated(page, "main")
    },
    enterOpensTab: async () => {
      // opened with rel=noopener: the new tab has no opener to find it by
      const before = new Set(browser.targets())
      const opened = browser.waitForTarget((target) => target.type() === "page" && !before.has(target), {
        timeout: 10_000,
      })
      await page.keyboard.press("Enter")
      const target = await opened
      // a new tab starts at about:blank; the machine is offline, so it ends on Firefox's error page for the address
      await expect.poll(() => target.url()).not.toBe("about:blank")
      const shown = new URL(target.url())
      const url = shown.href.startsWith("about:neterror") ? (shown.searchParams.get("u") ?? "") : shown.href
      await (await target.page())?.close()
      return url
    },
  }
}

/** Opens the task's page fresh in Firefox, waits for hydration and does the task with the keyboard alone. */
async function runTask(baseURL: string, task: KeyboardTask) {
  const page = await open(baseURL, task.path, task.width)
  await hydrated(page, "main")
  await task.run(puppeteerTab(page))
  return page
}

for (const task of KEYBOARD_TASKS)
  test(`with the keyboard alone: ${task.name}`, async ({ baseURL }) => {
    const page = await runTask(baseURL!, task)
    expect(problems).toEqual([])
    await page.close()
  })

test(`with the keyboard alone, Firebase configured: ${changeConsent.name}`, async () => {
  // the Firebase-configured build firebase.spec.ts makes (this waits for it), on a host of its own, with state of its
  // own: two wrangler runtimes sharing one state folder clash
  test.setTimeout(15 * 60_000)
  const host = await startHost({ dir: await siteWithFirebase(), persistTo: ".wrangler/e2e-firefox-consent" })
  try {
    // Firebase's requests fail on this offline machine, and Firefox says so in the console: firebase.spec.ts checks
    // what the console shows with Google unreachable
    await (await runTask(host.url, changeConsent)).close()
  } finally {
    await host.stop()
  }
})
