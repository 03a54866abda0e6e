import * as React from "react"
import { testEnv } from "../helpers/firebase-sdk"
import { CONSENT_KEY } from "../../src/firebase/consent"
import cookiePolicy from "../fixtures/content/cookie-policy-page/cookie-policy-page.en.json"

/** The banner's words and the footer's settings button, as the fixture's cookie policy gives them. */
const { banner: words, settingsLabel } = cookiePolicy

type Rtl = typeof import("@testing-library/react/pure")
type LayoutModule = typeof import("../../src/components/layout/layout")
type ContentHelpers = typeof import("../helpers/content")

const savedEnv = { ...process.env }

/**
 * Counts loads of the banner's own module, which the layout may load only once the banner is about to open
 * (consent-banner.tsx imports it lazily).
 */
const mockViewLoads = jest.fn()
jest.mock("../../src/components/consent/consent-banner-view", () => {
  mockViewLoads()
  return jest.requireActual("../../src/components/consent/consent-banner-view")
})

/**
 * A fresh page load: the consent store is made once per page, from the build's variables, the
 * browser's GPC signal and localStorage, so each test loads the modules anew. (A fresh registry rather
 * than jest.isolateModules: the banner's lazy import runs after the render returns, and must find the
 * page's React, not another copy.)
 */
function loadPage({ configured = true, gpc = false } = {}) {
  for (const name of Object.keys(testEnv)) delete process.env[name]
  if (configured) Object.assign(process.env, testEnv)
  Object.defineProperty(navigator, "globalPrivacyControl", { value: gpc, configurable: true })
  jest.resetModules()
  jest.requireActual<ContentHelpers>("../helpers/content").mockStaticQueries()
  const rtl = jest.requireActual<Rtl>("@testing-library/react/pure")
  const layout = jest.requireActual<LayoutModule>("../../src/components/layout/layout")
  rtl.render(
    <layout.Layout pathname="/">
      <h1>Page</h1>
      <a href="#top">Main action</a>
    </layout.Layout>,
  )
  // A click as the browser makes it: the button takes focus, then the click event fires.
  const click = (element: HTMLElement) => {
    element.focus()
    rtl.fireEvent.click(element)
  }
  /**
   * Lets what the last action started finish: a banner that opens loads its code by a dynamic import (a
   * chain of promises) before it renders and runs its effects; a macrotask is past all of them.
   */
  const settled = () => rtl.act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
  return { ...rtl, click, settled }
}

let page: ReturnType<typeof loadPage> | undefined

beforeEach(() => {
  mockViewLoads.mockClear()
})

afterEach(() => {
  page?.cleanup()
  page = undefined
  localStorage.clear()
  process.env = { ...savedEnv }
})

const banner = () => page!.screen.queryByRole("region", { name: words.title })
/** The banner, once it has loaded and opened. */
const openedBanner = () => page!.screen.findByRole("region", { name: words.title })
const settingsButton = () => page!.screen.queryByRole("button", { name: settingsLabel })

test("a first visit shows the banner with equal Accept and Decline buttons, without taking focus", async () => {
  page = loadPage()
  const region = await openedBanner()
  await page.settled()
  const { within } = page
  const accept = within(region).getByRole("button", { name: words.acceptLabel })
  const decline = within(region).getByRole("button", { name: words.declineLabel })
  expect(accept.className).toBe(decline.className)
  expect(within(region).getByRole("link", { name: words.policyLabel })).toHaveAttribute("href", "/cookies")
  expect(region).not.toContainElement(document.activeElement as HTMLElement)
})

test("Accept is remembered in localStorage and closes the banner; the footer then offers Cookie settings", async () => {
  page = loadPage()
  page.click(page.within(await openedBanner()).getByRole("button", { name: words.acceptLabel }))
  expect(localStorage.getItem(CONSENT_KEY)).toBe("granted")
  expect(banner()).not.toBeInTheDocument()
  expect(settingsButton()).toBeInTheDocument()
})

test("a visitor who declined is not asked again on the next page load", async () => {
  page = loadPage()
  page.click(page.within(await openedBanner()).getByRole("button", { name: words.declineLabel }))
  expect(localStorage.getItem(CONSENT_KEY)).toBe("denied")
  page.cleanup()

  page = loadPage()
  await page.settled()
  expect(banner()).not.toBeInTheDocument()
  expect(settingsButton()).toBeInTheDocument()
})

test("Cookie settings reopens the banner with focus on it, and focus returns to the button after a choice", async () => {
  localStorage.setItem(CONSENT_KEY, "denied")
  page = loadPage()
  const button = settingsButton()!
  expect(button).toHaveAttribute("aria-expanded", "false")
  page.click(button)
  await page.settled()
  expect(banner()).toHaveFocus()
  expect(button).toHaveAttribute("aria-expanded", "true")

  page.click(page.within(banner()!).getByRole("button", { name: words.acceptLabel }))
  expect(localStorage.getItem(CONSENT_KEY)).toBe("granted")
  expect(settingsButton()).toHaveFocus()

  // Opened a second time, the banner is already loaded: focus moves as before.
  page.click(settingsButton()!)
  expect(banner()).toHaveFocus()
  page.click(page.within(banner()!).getByRole("button", { name: words.declineLabel }))
  expect(settingsButton()).toHaveFocus()
})

test("opened again, the banner says which choice holds now, and which button changes it", async () => {
  page = loadPage()
  const firstVisit = await openedBanner()
  await page.settled()
  expect(page.within(firstVisit).queryByText(/analytics on this device/)).not.toBeInTheDocument()
  page.click(page.within(firstVisit).getByRole("button", { name: words.declineLabel }))

  page.click(settingsButton()!)
  expect(banner()).toHaveTextContent(`To allow them, choose ${words.acceptLabel}.`)
  page.click(page.within(banner()!).getByRole("button", { name: words.acceptLabel }))

  page.click(settingsButton()!)
  expect(banner()).toHaveTextContent(
    `You have allowed analytics on this device. To stop it, choose ${words.declineLabel}.`,
  )
  expect(banner()).not.toHaveTextContent("declined")
})

test("the banner's code is loaded only when the banner is first about to open", async () => {
  localStorage.setItem(CONSENT_KEY, "denied")
  page = loadPage()
  await page.settled()
  expect(settingsButton()).toBeInTheDocument()
  expect(mockViewLoads).not.toHaveBeenCalled()

  page.click(settingsButton()!)
  await openedBanner()
  expect(mockViewLoads).toHaveBeenCalledTimes(1)
})

test("while the banner is open the page scrolls focused elements clear of it", async () => {
  page = loadPage()
  await openedBanner()
  await page.settled()
  const { scrollPaddingTop, scrollPaddingBottom } = document.documentElement.style
  expect(scrollPaddingTop || scrollPaddingBottom).toMatch(/px$/)
})

test("Global Privacy Control counts as Decline: no banner, no settings button, nothing stored", async () => {
  page = loadPage({ gpc: true })
  await page.settled()
  expect(banner()).not.toBeInTheDocument()
  expect(settingsButton()).not.toBeInTheDocument()
  expect(localStorage.getItem(CONSENT_KEY)).toBeNull()
})

test("without Firebase configuration there is no banner and no settings button", async () => {
  page = loadPage({ configured: false })
  await page.settled()
  expect(banner()).not.toBeInTheDocument()
  expect(settingsButton()).not.toBeInTheDocument()
})
