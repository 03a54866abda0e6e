import { expect, type Page } from "@playwright/test"
import { focusProblems, focusState, markFixedLayers } from "./keyboard-walk"
import { hydration } from "./fixtures"
import { jobs, words } from "./routes"
import { loadObject } from "../helpers/content"
import { CONSENT_KEY } from "../../src/firebase/consent"

// Tasks done with the keyboard alone, from a fresh page with no pointer, written once over KeyTab, the little a task
// needs of a browser tab: keyboard-tasks.spec.ts and firebase.spec.ts run them in Chromium (Playwright),
// firefox.spec.ts in Firefox ESR (puppeteer-core). Every Tab checks that what has focus shows a focus ring, is on
// screen and is not even partly under the sticky header or another fixed layer (keyboard-walk.ts's checks).

/** The keys the tasks press: puppeteer and Playwright name them alike (the space bar as its character). */
export type Key = "Tab" | "Enter" | "Escape" | "End" | "ArrowDown" | " "

/** A browser tab as a keyboard task drives it. */
export interface KeyTab {
  press(key: Key): Promise<void>
  /** Types text into what has focus. */
  type(text: string): Promise<void>
  /** Runs a self-contained function in the page. */
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>
  /** Loads the page again and waits for it to hydrate. */
  reload(): Promise<void>
  /** Presses Enter on a link that opens a new tab, and returns that tab's address. */
  enterOpensTab(): Promise<string>
}

/** Chromium's tab, through Playwright: links to other sites answer from here (the machine is offline). */
export function playwrightTab(page: Page): KeyTab {
  return {
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    // Playwright's types unbox the argument (handles to values): the tasks pass plain values
    evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg: A) =>
      page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg),
    reload: async () => {
      await page.reload()
      await hydration(page)
    },
    enterOpensTab: async () => {
      await page.context().route(/^https:/, (route) => route.fulfill({ contentType: "text/plain", body: "elsewhere" }))
      const opened = page.waitForEvent("popup")
      await page.keyboard.press("Enter")
      const popup = await opened
      await popup.waitForLoadState()
      const url = popup.url()
      await popup.close()
      return url
    },
  }
}

/** Polls a condition in the page until it holds; a page in the middle of loading counts as not yet. */
async function until<A>(tab: KeyTab, what: string, condition: (arg: A) => unknown, arg: A, timeout = 10_000) {
  const deadline = Date.now() + timeout
  for (;;) {
    if (await tab.evaluate(condition, arg).catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Fails with what is wrong when the focused element shows no ring, is off screen or is under a fixed layer. */
async function expectFocusShown(tab: KeyTab, step: string) {
  await tab.evaluate(markFixedLayers, undefined)
  expect(focusProblems(await tab.evaluate(focusState, undefined)), step).toEqual([])
}

/** Whether what has focus matches a CSS selector (and, with text, holds it). */
const focusMatches = ([selector, text]: [string, string]) => {
  const element = document.activeElement
  return element !== null && element.matches(selector) && (element.textContent ?? "").includes(text)
}

/**
 * Presses Tab until focus is on an element matching `selector` (holding `text`, when given), at most `limit` times,
 * checking the focus at each press.
 */
async function tabTo(tab: KeyTab, selector: string, text = "", limit = 40) {
  // Scrolling to what takes focus at once, as with reduced motion, so that it is measured where it comes to rest
  // (a smooth scroll may start a frame or more after the focus moves).
  await tab.evaluate(() => document.documentElement.style.setProperty("scroll-behavior", "auto"), undefined)
  for (let step = 1; step <= limit; step++) {
    await tab.press("Tab")
    await expectFocusShown(tab, `Tab ${step} on the way to ${selector} ${text}`.trim())
    if (await tab.evaluate(focusMatches, [selector, text])) return
  }
  throw new Error(`${limit} presses of Tab never reached ${selector} ${text}`.trim())
}

/** The first Tab reaches "Skip to content"; Enter on it moves focus to the main content. */
async function skipToContent(tab: KeyTab) {
  await tabTo(tab, 'a[href="#main-content"]', "", 1)
  await tab.press("Enter")
  await until(tab, "focus is on the main content", () => document.activeElement?.id === "main-content", undefined)
  // The address's #main-content has Gatsby's scroll handler bring main into view too, a frame or more later: a Tab
  // pressed before it runs would have its focus scrolled away.
  await until(
    tab,
    "the page has come to rest",
    async () => {
      const before = window.scrollY
      await new Promise((resolve) => setTimeout(resolve, 150))
      return window.scrollY === before
    },
    undefined,
  )
}

/** Presses Enter on the focused link and waits until the page at `path` is open, in `lang`. */
async function enterOpens(tab: KeyTab, path: string, lang: string) {
  await tab.press("Enter")
  await until(
    tab,
    `${path} opens, in ${lang}`,
    ([p, l]) => location.pathname === p && document.documentElement.lang === l,
    [path, lang],
  )
}

export interface KeyboardTask {
  name: string
  /** The page the task starts on, fresh, at this width. */
  path: string
  width: number
  run(tab: KeyTab): Promise<void>
}

const job = jobs[0]

const findAJob: KeyboardTask = {
  name: "a job's apply link is reached from /jobs and Enter opens it",
  path: "/jobs",
  width: 1280,
  async run(tab) {
    const { applyLabel } = loadObject<{ openings: { applyLabel: string } }>("careers-page.json").openings
    await skipToContent(tab)
    await tabTo(tab, `article[aria-labelledby="job-${job.slug}"] a[href]`, applyLabel)
    // its name says what it does and for which job
    expect(await tab.evaluate(() => document.activeElement?.textContent, undefined)).toContain(job.title)
    expect(await tab.enterOpensTab()).toBe(job.link)
  },
}

type ContactCopy = { form: { messages: Record<string, string>; subjects: { value: string }[] } }

const sendTheContactForm: KeyboardTask = {
  name: "the contact form is sent after fixing the one field it refused",
  path: "/contact",
  width: 375,
  async run(tab) {
    const { messages } = loadObject<ContactCopy>("contact-page.json").form
    await skipToContent(tab)
    await tabTo(tab, "#contact-name")
    await tab.type("Asha Rao")
    await tabTo(tab, "#contact-email", "", 1)
    await tab.type("asha@")
    await tabTo(tab, "#contact-subject")
    await tab.press("ArrowDown")
    await tabTo(tab, "#contact-message", "", 1)
    await tab.type(`Could we see connectlife? ${Date.now().toString(36)}`)
    await tabTo(tab, 'button[type="submit"]', "", 1)
    await markLiveRegions(tab)
    await tab.press("Enter")
    await until(tab, "the form says the address is wrong, in a live region there before", announced, messages.email)
    // focus is on the field in error, which names the message as its description
    expect(await tab.evaluate(() => document.activeElement?.id, undefined)).toBe("contact-email")
    expect(await tab.evaluate(errorDescribesFocus, messages.email)).toBe(true)
    await expectFocusShown(tab, "the field in error")
    expect(await tab.evaluate(labelShown, undefined), "the field's label is on screen, not under the header").toBe(true)
    await tab.press("End")
    await tab.type("example.com")
    await tabTo(tab, 'button[type="submit"]')
    await tab.press("Enter")
    // the page waits out the minimum fill time (2 s), then the host stores the request: on a loaded machine, longer
    await until(tab, "the form says it was sent", announced, messages.sent, 20_000)
  },
}

/**
 * In the page: tags the live regions it has now, which a screen reader is already listening to (read by
 * `announced`), and keeps every text each of them says from now on: "sent" shows for 5 s (the spec's BANNER_MS),
 * which a poll slowed by a loaded machine could otherwise miss.
 */
export function recordLiveRegions() {
  const said: string[] = []
  window.__liveRegionsSaid = said
  for (const region of document.querySelectorAll<HTMLElement>("[role=alert], [role=status], [aria-live]")) {
    region.dataset.liveBefore = ""
    const keep = () => {
      const text = (region.textContent ?? "").replace(/\s+/g, " ").trim()
      if (text && region.getAttribute("aria-live") !== "off") said.push(text)
    }
    new MutationObserver(keep).observe(region, { subtree: true, childList: true, characterData: true })
  }
}

/** In the page: what the live regions recordLiveRegions tagged have said since. */
export const liveRegionsSaid = () => window.__liveRegionsSaid ?? []

const markLiveRegions = (tab: KeyTab) => tab.evaluate(recordLiveRegions, undefined)

/** In the page: whether `message` has shown in a live region that was in the page before it (recordLiveRegions). */
export function announced(message: string) {
  const said = window.__liveRegionsSaid ?? []
  const now = [...document.querySelectorAll<HTMLElement>("[data-live-before]")]
    .filter((region) => region.getAttribute("aria-live") !== "off")
    .map((region) => (region.textContent ?? "").replace(/\s+/g, " ").trim())
  return [...said, ...now].some((text) => text.includes(message))
}

/** In the page: whether the focused field's label can be seen: on screen, not under the header or another layer. */
function labelShown() {
  const label = (document.activeElement as HTMLInputElement | null)?.labels?.[0]
  const box = label?.getBoundingClientRect()
  if (!label || !box || box.top < 0 || box.bottom > window.innerHeight) return false
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  return hit !== null && label.contains(hit)
}

/** In the page: whether the focused field's description (aria-describedby) holds `message`. */
function errorDescribesFocus(message: string) {
  const ids = document.activeElement?.getAttribute("aria-describedby")?.split(/\s+/) ?? []
  const invalid = document.activeElement?.getAttribute("aria-invalid") === "true"
  return invalid && ids.some((id) => document.getElementById(id)?.textContent?.includes(message))
}

type NewsletterCopy = { newsletter: { invalid: string; subscribed: string } }

const subscribeInHindi: KeyboardTask = {
  name: "the footer's newsletter form, in Hindi, subscribes after fixing the address it refused",
  path: "/hi/about",
  width: 375,
  async run(tab) {
    const { invalid, subscribed } = loadObject<NewsletterCopy>("interface.json", "hi").newsletter
    await skipToContent(tab)
    await tabTo(tab, "#newsletter-email", "", 80)
    await tab.type(`asha.${Date.now().toString(36)}@`)
    await markLiveRegions(tab)
    await tab.press("Enter")
    await until(tab, "the form says the address is wrong, in a live region there before", announced, invalid)
    expect(await tab.evaluate(() => document.activeElement?.id, undefined)).toBe("newsletter-email")
    expect(await tab.evaluate(errorDescribesFocus, invalid)).toBe(true)
    await expectFocusShown(tab, "the address in error")
    await tab.press("End")
    await tab.type("example.com")
    await tab.press("Enter")
    await until(tab, "the form says the address is subscribed", announced, subscribed, 20_000)
  },
}

type PrivacyCopy = { parts: { items: { requestForm?: { answerBy: string; messages: { sent: string } } }[] } }

const requestAboutYourData: KeyboardTask = {
  name: "a request about your data, in Kannada, is sent and gives its reference and the day of its answer",
  path: "/kn/privacy/your-rights",
  width: 375,
  async run(tab) {
    const form = loadObject<PrivacyCopy>("legal-pages/privacy.json", "kn").parts.items.find((part) => part.requestForm)
    const referenceWords = loadObject<{ requests: { reference: string } }>("interface.json", "kn")
      .requests.reference.split("{reference}")[0]
      .trim()
    await skipToContent(tab)
    await tabTo(tab, "#rights-right", "", 80)
    // the first right of the list
    await tab.press("ArrowDown")
    await tabTo(tab, "#rights-name", "", 1)
    await tab.type("Asha Rao")
    await tabTo(tab, "#rights-email", "", 1)
    await tab.type(`asha.${Date.now().toString(36)}@example.in`)
    // Tab enters the group of choices at its first; Space chooses it
    await tabTo(tab, 'input[name="forWhom"]', "", 1)
    await tab.press(" ")
    await tabTo(tab, "#rights-identifiers", "", 1)
    await tab.type("asha@example.in, +91 98450 00000")
    await tabTo(tab, 'button[type="submit"]')
    await markLiveRegions(tab)
    await tab.press("Enter")
    await until(tab, "the form says the request reached the team", announced, form!.requestForm!.messages.sent, 20_000)
    expect(await tab.evaluate(announced, referenceWords), "the reference, in a live region").toBe(true)
    // "We will answer by {date}, within {days} days": the words around the date and the number, whatever the day
    const answerBy = form!.requestForm!.answerBy.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(date|days)\}/g, ".+")
    expect(
      await tab.evaluate(
        (pattern) =>
          [...document.querySelectorAll("[data-live-before]")].some((region) =>
            new RegExp(pattern).test((region.textContent ?? "").replace(/\s+/g, " ")),
          ),
        answerBy,
      ),
      "the day of the answer, in a live region",
    ).toBe(true)
  },
}

const searchInKannada: KeyboardTask = {
  name: "a search in Kannada finds the privacy policy, opened with Enter",
  path: "/kn/search",
  width: 1280,
  async run(tab) {
    const query = "ಕುಂದುಕೊರತೆ"
    await skipToContent(tab)
    await tabTo(tab, 'main input[type="search"]', "", 3)
    await tab.type(query)
    await tab.press("Enter")
    await until(
      tab,
      "the results for the query are in",
      (q) => document.querySelector('main [role="status"]')?.textContent?.includes(q) === true,
      query,
      20_000,
    )
    await tabTo(tab, 'main ol a[href="/kn/privacy"]')
    await enterOpens(tab, "/kn/privacy", "kn")
  },
}

const switchLanguage: KeyboardTask = {
  name: "switching language lands on the same page, in Kannada",
  path: "/about",
  width: 1280,
  async run(tab) {
    await tabTo(tab, 'a[hreflang="kn"]')
    await enterOpens(tab, "/kn/about", "kn")
  },
}

const phoneMenu: KeyboardTask = {
  name: "the menu opens and closes at phone width",
  path: "/",
  width: 375,
  async run(tab) {
    const { openMenu } = words()
    const menuOpen = (open: boolean) => (document.getElementById("mobile-menu") as HTMLDialogElement).open === open
    await tabTo(tab, `button[aria-controls="mobile-menu"][aria-label="${openMenu}"]`)
    await tab.press("Enter")
    await until(tab, "the menu is open", menuOpen, true)
    await tab.press("Tab")
    await expectFocusShown(tab, "the first Tab in the open menu")
    expect(await tab.evaluate(() => document.activeElement?.closest("#mobile-menu") !== null, undefined)).toBe(true)
    await tab.press("Escape")
    await until(tab, "the menu is closed", menuOpen, false)
    expect(await tab.evaluate(focusMatches, ['button[aria-controls="mobile-menu"]', ""])).toBe(true)
    await expectFocusShown(tab, "the menu button, after Escape")
  },
}

/** The tasks on the fixture build. */
export const KEYBOARD_TASKS: KeyboardTask[] = [
  findAJob,
  sendTheContactForm,
  subscribeInHindi,
  requestAboutYourData,
  searchInKannada,
  switchLanguage,
  phoneMenu,
]

type ConsentCopy = { settingsLabel: string; banner: { acceptLabel: string; declineLabel: string } }

/**
 * On a site with Firebase configured (firebase-site.ts), where there is analytics consent to give: a first visit
 * accepts in the banner; after a reload the banner stays closed; "Cookie settings" on /cookies opens it again, focused,
 * and Decline closes it, focus back on the button; after a reload the choice is still Decline.
 */
export const changeConsent: KeyboardTask = {
  name: "analytics consent is given, then withdrawn, and each choice stays after a reload",
  path: "/cookies",
  width: 1280,
  async run(tab) {
    const { settingsLabel, banner } = loadObject<ConsentCopy>("cookie-policy-page.json")
    const bannerSelector = 'section[aria-labelledby="consent-title"]'
    const settings = 'main button[aria-expanded="false"]'
    const stored = () => tab.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)
    const settled = (choice: string) =>
      until(
        tab,
        `the choice is ${choice}, the banner closed and the settings button there`,
        ([selector, button, label]) =>
          document.querySelector(selector) === null && document.querySelector(button)?.textContent === label,
        [bannerSelector, settings, settingsLabel],
      )

    await until(tab, "a first visit opens the banner", (s) => document.querySelector(s) !== null, bannerSelector)
    await tabTo(tab, `${bannerSelector} button`, banner.acceptLabel)
    await tab.press("Enter")
    await settled("granted")
    await tab.reload()
    await settled("granted")
    expect(await stored()).toBe("granted")

    await tabTo(tab, settings, settingsLabel)
    await tab.press("Enter")
    await until(tab, "the banner opens, focused", (s) => document.activeElement?.matches(s) === true, bannerSelector)
    await tabTo(tab, `${bannerSelector} button`, banner.declineLabel)
    await tab.press("Enter")
    await settled("denied")
    expect(await tab.evaluate(focusMatches, [settings, settingsLabel])).toBe(true)
    await expectFocusShown(tab, "the settings button, after the choice")
    await tab.reload()
    await settled("denied")
    expect(await stored()).toBe("denied")
  },
}
