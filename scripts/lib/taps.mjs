// The tap, as the bench measures it: a first visit on a phone (390 px, touch, a CPU four times slower, Lighthouse's
// mobile network: 150 ms round trip, 1.6 Mbit/s), and one tap while the page hydrates, on Home's first call to
// action, its menu button or a language link in its header. Timed as INP times an interaction: from the tap to the
// next paint (the Event Timing API's duration, the longest entry of the tap's interaction). The tap comes a given
// delay after the page's own app bundle has arrived, while it hydrates, when a long task would keep it waiting. Its
// coordinates are read before, and it is sent through DevTools' input domain, which, unlike Playwright's tap(),
// does not wait for the page's main thread to be free. A link's navigation is cancelled (a click listener of the
// capture phase prevents its default, before the site's own), so the page stays on screen to paint. The goal:
// TAP_GOAL_MS, INP's "good".
import { chromium } from "@playwright/test"
import { CHROME_ARGS, CHROME_PATH } from "./chrome.mjs"

export const TAP_GOAL_MS = 200

export const TAP_TARGETS = [
  { name: "first call to action", selector: "main a[href]" },
  { name: "menu button", selector: "header button[aria-controls]" },
  { name: "language link", selector: "header a[hreflang]:not([aria-current])" },
]

/** In the page from its start: the Event Timing entries of every interaction; no link is followed. */
function recordInteractions() {
  document.addEventListener("click", (event) => event.preventDefault(), { capture: true })
  const entries = []
  Reflect.set(window, "__interactions", entries)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) entries.push({ name: entry.name, duration: entry.duration })
  }).observe({ type: "event", durationThreshold: 16, buffered: true })
}

/** How long after the app bundle's arrival the tap comes, ms: as hydration starts, and while it runs. */
export const TAP_DELAYS = [0, 200]

/**
 * One first visit to url and one tap on target, delay ms after the app bundle arrived: the tap's time to the next
 * paint, ms (under 16, which the Event Timing API does not report: 16).
 */
export async function measureTap(url, target, delay = 0) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
    await page.addInitScript(recordInteractions)
    const appArrived = page.waitForEvent("requestfinished", {
      predicate: (request) => /\/app-[^/]+\.js$/.test(request.url()),
      timeout: 30_000,
    })
    await page.goto(url, { waitUntil: "commit" })
    const box = await page
      .locator(target.selector)
      .filter({ visible: true })
      .first()
      .boundingBox({ timeout: 30_000 })
      .catch(() => null)
    if (!box) throw new Error(`no ${target.name} (${target.selector}) shows at 390 px without opening anything`)
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await appArrived
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] })
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
    await page.waitForTimeout(2000)
    const entries = await page.evaluate(() => Reflect.get(window, "__interactions"))
    return Math.max(16, ...entries.map((entry) => entry.duration))
  } finally {
    await browser.close()
  }
}
