import "@testing-library/jest-dom"

// The fixed clock (jest.config.js fakeTimers.now): Date only, so timers stay real unless a test fakes
// them; re-applied before each test, since a test's jest.useRealTimers() restores the real Date.
beforeEach(() => {
  jest.useFakeTimers({
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  })
})

// jsdom has no modal dialog support: enough of HTMLDialogElement for components using showModal().
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "")
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return
    this.removeAttribute("open")
    this.dispatchEvent(new Event("close"))
  }
}

// The page's language, frame and alternates (src/hooks/page-data.tsx) come from its query through
// wrapPageElement, which a test that renders a page or component directly does not run: English,
// from data/, with the page in each language at its English path's prefixes.
jest.mock("./src/hooks/page-data", () => {
  const actual = jest.requireActual("./src/hooks/page-data")
  const { layoutData } = jest.requireActual("./__tests__/helpers/content")
  const layout = layoutData("en")
  return {
    ...actual,
    usePageData: () => ({ locale: "en", layout, alternates: { en: "/", hi: "/hi", kn: "/kn" } }),
    useLocale: () => "en",
    useNewTabHint: () => layout.interface.opensInNewTab.replace("{name}", "").trim(),
  }
})
