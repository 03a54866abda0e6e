// The tap, as the bench measures it (docs/performance.md, "The bench": the tap): a first visit on a phone and one tap while the
// page hydrates, sent through DevTools' input domain and timed as INP times it, to the next paint.
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
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
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
