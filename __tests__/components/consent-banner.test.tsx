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
 * A fresh page load: the consent store is made once per page, from the build's variables, the
 * browser's GPC signal and localStorage, so each test loads the modules anew.
 */
function loadPage({ configured = true, gpc = false } = {}) {
  for (const name of Object.keys(testEnv)) delete process.env[name]
  if (configured) Object.assign(process.env, testEnv)
  Object.defineProperty(navigator, "globalPrivacyControl", { value: gpc, configurable: true })
  let modules!: { rtl: Rtl; layout: LayoutModule }
  jest.isolateModules(() => {
    jest.requireActual<ContentHelpers>("../helpers/content").mockStaticQueries()
    modules = {
      rtl: jest.requireActual("@testing-library/react/pure"),
      layout: jest.requireActual("../../src/components/layout/layout"),
    }
  })
  const { rtl, layout } = modules
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
  return { ...rtl, click }
}

let page: ReturnType<typeof loadPage> | undefined

afterEach(() => {
  page?.cleanup()
  page = undefined
  localStorage.clear()
  process.env = { ...savedEnv }
})

const banner = () => page!.screen.queryByRole("region", { name: words.title })
const settingsButton = () => page!.screen.queryByRole("button", { name: settingsLabel })

test("a first visit shows the banner with equal Accept and Decline buttons, without taking focus", () => {
  page = loadPage()
  const region = banner()
  expect(region).toBeInTheDocument()
  const { within } = page
  const accept = within(region!).getByRole("button", { name: words.acceptLabel })
  const decline = within(region!).getByRole("button", { name: words.declineLabel })
  expect(accept.className).toBe(decline.className)
  expect(within(region!).getByRole("link", { name: words.policyLabel })).toHaveAttribute("href", "/cookies")
  expect(region).not.toContainElement(document.activeElement as HTMLElement)
})

test("Accept is remembered in localStorage and closes the banner; the footer then offers Cookie settings", () => {
  page = loadPage()
  page.click(page.within(banner()!).getByRole("button", { name: words.acceptLabel }))
  expect(localStorage.getItem(CONSENT_KEY)).toBe("granted")
  expect(banner()).not.toBeInTheDocument()
  expect(settingsButton()).toBeInTheDocument()
})

test("a visitor who declined is not asked again on the next page load", () => {
  page = loadPage()
  page.click(page.within(banner()!).getByRole("button", { name: words.declineLabel }))
  expect(localStorage.getItem(CONSENT_KEY)).toBe("denied")
  page.cleanup()

  page = loadPage()
  expect(banner()).not.toBeInTheDocument()
  expect(settingsButton()).toBeInTheDocument()
})

test("Cookie settings reopens the banner with focus on it, and focus returns to the button after a choice", () => {
  localStorage.setItem(CONSENT_KEY, "denied")
  page = loadPage()
  const button = settingsButton()!
  expect(button).toHaveAttribute("aria-expanded", "false")
  page.click(button)
  expect(banner()).toHaveFocus()
  expect(button).toHaveAttribute("aria-expanded", "true")

  page.click(page.within(banner()!).getByRole("button", { name: words.acceptLabel }))
  expect(localStorage.getItem(CONSENT_KEY)).toBe("granted")
  expect(settingsButton()).toHaveFocus()
})

test("while the banner is open the page scrolls focused elements clear of it", () => {
  page = loadPage()
  expect(banner()).toBeInTheDocument()
  const { scrollPaddingTop, scrollPaddingBottom } = document.documentElement.style
  expect(scrollPaddingTop || scrollPaddingBottom).toMatch(/px$/)
})

test("Global Privacy Control counts as Decline: no banner, no settings button, nothing stored", () => {
  page = loadPage({ gpc: true })
  expect(banner()).not.toBeInTheDocument()
  expect(settingsButton()).not.toBeInTheDocument()
  expect(localStorage.getItem(CONSENT_KEY)).toBeNull()
})

test("without Firebase configuration there is no banner and no settings button", () => {
  page = loadPage({ configured: false })
  expect(banner()).not.toBeInTheDocument()
  expect(settingsButton()).not.toBeInTheDocument()
})
