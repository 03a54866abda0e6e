import { expect, type Locator, type Page, type Request } from "@playwright/test"
import { FIXTURE_NOW } from "../helpers/content"

/**
 * Scrolls through the whole page one viewport at a time (so scroll-triggered reveals, lazy images and
 * observers run), returns to the top, and waits for running animations to finish: what a visitor sees
 * once they have looked at everything.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)))
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.max(200, window.innerHeight * 0.8)) {
      window.scrollTo(0, y)
      await frame()
    }
    window.scrollTo(0, document.documentElement.scrollHeight)
    await frame()
    window.scrollTo(0, 0)
    await frame()
  })
  await finishAnimations(page)
  await page.waitForLoadState("networkidle")
}

/**
 * Brings every finite CSS animation and transition running now to its end at once (infinite decorative
 * loops are left alone): the page as a visitor sees it once they have played, without waiting them out.
 * Home's floating hero and "why choose" cards play for up to 4.8 s, and again whenever a width shows them
 * anew: waited out, that cost each visit of Home about 9 s.
 */
export async function finishAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish()
  })
}

/**
 * The text a visitor can see inside an element, as trimmed chunks (one per text node): text under
 * display:none, visibility:hidden, opacity:0, a closed <details> or clipped to nothing is left out.
 */
export async function visibleTextChunks(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) => {
    const chunks: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, " ").trim()
      const parent = node.parentElement
      if (!text || !parent || parent.closest("script, style, noscript, template")) continue
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true }))
        continue
      const rect = parent.getBoundingClientRect()
      if (rect.width < 1 || rect.height < 1) continue
      chunks.push(text)
    }
    return chunks
  })
}

/** How many images (<img>, <svg role="img">) a visitor can see inside an element. */
export async function visibleImageCount(locator: Locator): Promise<number> {
  return locator.evaluate(
    (root) =>
      [...root.querySelectorAll("img, svg[role='img']")].filter((image) => {
        const rect = image.getBoundingClientRect()
        return (
          rect.width >= 1 &&
          rect.height >= 1 &&
          image.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        )
      }).length,
  )
}

/**
 * Whether the page is wider than the viewport: the document's scroll width beside its client width,
 * and the elements that stick out past the right edge (the outermost of each branch, furthest first),
 * so a failure names what to fix. Elements inside a box that clips or scrolls sideways are left out:
 * they widen only that box.
 */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const right = (element: Element) => element.getBoundingClientRect().right + window.scrollX
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== root; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== "visible") return true
      return false
    }
    const sticksOut = (element: Element | null) => element !== null && right(element) > width + 0.5
    const widest = [...document.body.querySelectorAll("*")]
      .filter((element) => sticksOut(element) && !sticksOut(element.parentElement) && !clipped(element))
      .sort((a, b) => right(b) - right(a))
      .slice(0, 3)
      .map((element) => {
        const classes =
          typeof element.className === "string" && element.className
            ? `.${element.className.split(/\s+/).join(".")}`
            : ""
        return `${element.tagName.toLowerCase()}${classes} (right edge at ${Math.round(right(element))}px)`
      })
    return { scrollWidth: root.scrollWidth, clientWidth: width, widest }
  })
}

/** The widths reflow is checked at (WCAG 1.4.10): from a 320 px phone to a 1280 px desktop. */
export const REFLOW_WIDTHS = [320, 375, 800, 1024, 1280] as const

/**
 * Renders, at the page's present width, each box the browser skips while it is off screen (`content-visibility:
 * auto`), then scrolls back. A skipped box keeps the size it was last rendered at, width too, so a page is then laid
 * out at a new width as a visitor meets it who read the whole page before the window narrowed (a phone turned upright).
 */
async function renderSkippedBoxes(page: Page) {
  await page.evaluate(async () => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const [x, y] = [window.scrollX, window.scrollY]
    for (const box of document.body.querySelectorAll("*")) {
      if (getComputedStyle(box).contentVisibility !== "auto") continue
      const { top, bottom } = box.getBoundingClientRect()
      if (bottom >= 0 && top <= window.innerHeight) continue
      box.scrollIntoView({ block: "center" })
      await frames()
    }
    window.scrollTo(x, y)
    await frames()
  })
}

/**
 * Each width the page is wider than the viewport at, with what sticks out: every box skipped off screen is
 * rendered at the present width first, then the page is resized to each width in turn (800 px high) and left at
 * the last.
 */
export async function widerThanViewport(page: Page, widths: readonly number[] = REFLOW_WIDTHS) {
  await renderSkippedBoxes(page)
  const found: string[] = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    await finishAnimations(page)
    const { scrollWidth, clientWidth, widest } = await horizontalOverflow(page)
    if (scrollWidth > clientWidth) found.push(`${width}px: ${scrollWidth}px wide; sticking out: ${widest.join(", ")}`)
  }
  return found
}

/**
 * The headings of the articles whose accessible name is not their heading: a screen reader's list
 * of articles (landmarks and articles are how many move through a page) reads each by its name, so
 * cards without one read as the same empty entry again and again.
 */
export async function articlesNotNamedByTheirHeading(page: Page) {
  const found: string[] = []
  for (const article of await page.getByRole("article").all()) {
    const heading = ((await article.getByRole("heading").first().textContent()) ?? "").replace(/\s+/g, " ").trim()
    const named = article.and(page.getByRole("article", { name: heading, exact: true }))
    if ((await named.count()) === 0) found.push(heading)
  }
  return found
}

/** Records every report the enforced Content-Security-Policy makes, from before any page script runs. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} ${event.sample}`)
    })
  })
  return () => page.evaluate(() => window.__cspViolations)
}

/**
 * Waits out what a loaded page does later: Gatsby prefetches the page data of every link that scrolls
 * into view, in batches of four, three seconds apart. Scrolls to the bottom, then runs the page's clock
 * fast, batch by batch, until two batches in a row fetch nothing, letting each batch's requests finish
 * (so one that fails does so inside the test). Playwright's clock fakes performance and its marks too,
 * so call it last in a visit.
 */
export async function drainPrefetches(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  let requests = 0
  const inFlight = new Set<Request>()
  page.on("request", (request) => {
    requests += 1
    inFlight.add(request)
  })
  page.on("requestfinished", (request) => inFlight.delete(request))
  page.on("requestfailed", (request) => inFlight.delete(request))
  await page.clock.install({ time: FIXTURE_NOW })
  for (let quiet = 0, batch = 0; quiet < 2 && batch < 40; batch++) {
    const before = requests
    await page.clock.runFor(3_500)
    await page.waitForTimeout(100)
    await expect.poll(() => inFlight.size, { intervals: [50] }).toBe(0)
    quiet = requests === before ? quiet + 1 : 0
  }
}
