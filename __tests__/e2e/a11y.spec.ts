import type { Page } from "@playwright/test"
import { test, expect, visit } from "./fixtures"
import { distinctRoutes } from "./routes"
import { articlesNotNamedByTheirHeading, waitForAnimations } from "./page-helpers"
import { axeViolations, engineViolations } from "./a11y-engines"

// Every page's check by the three engines, at both widths and in the open menu, is every-page.spec.ts's
// (one visit per page serves several checks). Here: states an interaction reaches, the keyboard walk,
// and the gates' own checks.

// The keyboard walk walks each page at both widths in one test, so a test does twice the work of a single visit.
test.describe.configure({ timeout: 60_000 })

const widths = [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
] as const

test.describe("no WCAG 2.2 A/AA violations (axe) in states an interaction reaches", () => {
  /** States that only an interaction shows, each checked at both widths. */
  const states: Array<{ name: string; path: string; reach: (page: Page) => Promise<void> }> = [
    {
      name: "Home with its first FAQ item open",
      path: "/",
      reach: async (page) => {
        const first = page.locator("#faq button[aria-expanded]").first()
        await first.scrollIntoViewIfNeeded()
        await first.click()
        await expect(first).toHaveAttribute("aria-expanded", "true")
      },
    },
    {
      name: "Contact with a validation message showing",
      path: "/contact",
      reach: async (page) => {
        const form = page.getByRole("form", { name: "Send Us a Message" })
        await form.getByRole("button", { name: "Send Message" }).click()
        await expect(form.getByRole("alert")).toHaveText("Please enter your name")
      },
    },
  ]
  for (const state of states) {
    test(`${state.name}, at 1280px and 375px`, async ({ page }) => {
      await visit(page, state.path)
      await state.reach(page)
      for (const size of widths) {
        await page.setViewportSize(size)
        await waitForAnimations(page)
        expect(await axeViolations(page), `axe violations: ${state.name} at ${size.width}px`).toEqual([])
      }
    })
  }
})

/**
 * Every element a keyboard user should reach, in DOM order: visible, enabled, not inert, no negative
 * tabindex; one entry per radio group. Each is tagged with data-walk-index for the walk to compare.
 */
async function tabbableInDomOrder(page: Page) {
  return page.evaluate(() => {
    const selector = [
      "a[href]",
      "area[href]",
      "button:not([disabled])",
      "input:not([disabled]):not([type='hidden'])",
      "select:not([disabled])",
      "textarea:not([disabled])",
      "summary",
      "iframe",
      "[contenteditable='']",
      "[contenteditable='true']",
      "[tabindex]",
    ].join(",")
    const seenRadioGroups = new Set<string>()
    const found: Array<{ index: number; description: string; tabIndex: number }> = []
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.tabIndex < 0 || element.closest("[inert]")) continue
      if (!element.checkVisibility({ visibilityProperty: true })) continue
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 && rect.height === 0) continue
      if (element instanceof HTMLInputElement && element.type === "radio" && element.name) {
        if (seenRadioGroups.has(element.name)) continue
        seenRadioGroups.add(element.name)
      }
      element.dataset.walkIndex = String(found.length)
      const name = element.getAttribute("aria-label") ?? element.textContent?.replace(/\s+/g, " ").trim() ?? ""
      const where = element.getAttribute("href") ?? element.getAttribute("name") ?? ""
      found.push({
        index: found.length,
        description: `<${element.tagName.toLowerCase()}> "${name.slice(0, 40)}" ${where}`.trim(),
        tabIndex: element.tabIndex,
      })
    }
    return found
  })
}

/** What has focus now: its walk index (or -1 for an element not in the list), a description, whether its focus ring shows and whether it can be seen. */
async function focusedNow(page: Page) {
  return page.evaluate(async () => {
    // Let any animation a script started on focus finish.
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    if (finite.length) await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0
    const shadow = style.boxShadow !== "none" && style.boxShadow !== ""
    const rect = element.getBoundingClientRect()
    // Not entirely hidden (WCAG 2.4.11): some point of it is on screen and not under another layer.
    const points = [
      [0.5, 0.5],
      [0.25, 0.25],
      [0.75, 0.25],
      [0.25, 0.75],
      [0.75, 0.75],
    ].map(([fx, fy]) => [rect.left + rect.width * fx, rect.top + rect.height * fy])
    const shown = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false
      const hit = document.elementFromPoint(x, y)
      return hit !== null && (element === hit || element.contains(hit) || hit.contains(element))
    })
    return {
      index: element.dataset.walkIndex === undefined ? -1 : Number(element.dataset.walkIndex),
      description: `<${element.tagName.toLowerCase()}> "${(element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40)}"`,
      focusVisible: element.matches(":focus-visible"),
      ring: outline || shadow,
      shown,
    }
  })
}

/**
 * Tabs from the top of the page until focus leaves the document. Returns what a keyboard user meets
 * that is wrong (focus on something that is not a visible control, no visible focus ring, a focused
 * element off screen or covered, e.g. by the fixed header), and the order reached against the DOM
 * order expected.
 */
async function keyboardWalk(page: Page) {
  // Instant scrolling, so each focused element is where it will stay when it is measured, and no
  // transitions: a focus style is read as it ends, at once rather than a frame later.
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important }" })
  const expected = await tabbableInDomOrder(page)
  await page.keyboard.press("Tab")
  const first = await focusedNow(page)
  const reached: string[] = []
  const problems: string[] = []
  let focused = first
  for (let step = 0; focused && step <= expected.length + 5; step++) {
    reached.push(expected[focused.index]?.description ?? focused.description)
    if (focused.index === -1) problems.push(`focus reached ${focused.description}, which is not a visible control`)
    if (!focused.focusVisible || !focused.ring) problems.push(`no visible focus ring on ${focused.description}`)
    if (!focused.shown) problems.push(`${focused.description} has focus but is off screen or covered`)
    await page.keyboard.press("Tab")
    focused = await focusedNow(page)
  }
  return {
    first,
    problems,
    reached,
    expected: expected.map((e) => e.description),
    positiveTabIndex: expected.filter((e) => e.tabIndex > 0).map((e) => e.description),
  }
}

test.describe("keyboard walk", () => {
  for (const route of distinctRoutes) {
    test(`${route.path} at 1280px and 375px: Tab reaches every link and control in order, with a visible focus ring`, async ({
      page,
    }) => {
      // One visit: walked wide, then narrowed and walked again from the top (the first walk ends with
      // focus gone from the page, so the next Tab starts at its beginning).
      await page.setViewportSize(widths[0])
      await visit(page, route.path)
      for (const size of widths) {
        await page.setViewportSize(size)
        await page.evaluate(() => window.scrollTo(0, 0))
        const walk = await keyboardWalk(page)
        const at = `on ${route.path} at ${size.width}px`
        expect(walk.first?.description, `the first Tab reaches 'Skip to content' ${at}`).toBe('<a> "Skip to content"')
        expect(walk.positiveTabIndex, `positive tabindex breaks the DOM order ${at}`).toEqual([])
        expect(walk.problems, `keyboard walk ${at}`).toEqual([])
        expect(walk.reached, `Tab visits every link and control once, in DOM order, ${at}`).toEqual(walk.expected)
      }
    })
  }

  test("/ at 375px with no idle moment yet: the first Tab renders every waiting band, and focus stays on screen", async ({
    page,
  }) => {
    // A busy phone: no idle callback comes, so the bands off screen still wait (band.module.css) when
    // the visitor starts to Tab. The first key press must render them before focus moves.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
    await page.setViewportSize(widths[1])
    await visit(page, "/")
    const waiting = () => page.locator("[data-band]:not([data-rendered])").count()
    expect(await waiting(), "bands still wait before the first key press").toBeGreaterThan(0)
    const walk = await keyboardWalk(page)
    expect(walk.problems).toEqual([])
    expect(walk.reached).toEqual(walk.expected)
    expect(await waiting(), "bands still wait after the walk").toBe(0)
  })

  test("the skip link moves focus to the main content", async ({ page }) => {
    await visit(page, "/about")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await expect(page.locator("main")).toBeFocused()
    await page.keyboard.press("Tab")
    const insideMainOrAfter = await page.evaluate(() => {
      const main = document.querySelector("main")
      const active = document.activeElement
      if (!main || !active) return false
      return main.contains(active) || Boolean(main.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
    })
    expect(insideMainOrAfter, "the next Tab after the skip link lands in or after main, not back in the header").toBe(
      true,
    )
  })
})

test.describe("the gates themselves catch a regression", () => {
  test("axe reports a low-contrast paragraph", async ({ page }) => {
    await visit(page, "/about")
    await page.locator("main").evaluate((main) => {
      const p = document.createElement("p")
      p.textContent = "Barely readable"
      p.style.cssText = "color:#c8c8c8;background:#fff"
      main.append(p)
    })
    expect((await axeViolations(page)).some((line) => line.startsWith("color-contrast"))).toBe(true)
  })

  test("IBM Equal Access and HTML_CodeSniffer each report what only they check", async ({ page }) => {
    await visit(page, "/about")
    await page.locator("main").evaluate((main) => {
      // two navigation landmarks of one name (IBM), an in-page link to no id (HTML_CodeSniffer)
      main.insertAdjacentHTML(
        "beforeend",
        '<nav aria-label="Twins"><a href="/">A</a></nav><nav aria-label="Twins"><a href="#nowhere-at-all">B</a></nav>',
      )
    })
    const found = await engineViolations(page)
    expect(
      found.some((line) => line.startsWith("IBM ")),
      found.join("\n"),
    ).toBe(true)
    expect(
      found.some((line) => line.startsWith("HTMLCS ") && line.includes("nowhere-at-all")),
      found.join("\n"),
    ).toBe(true)
  })

  test("the keyboard walk reports a link without a focus ring and a control out of DOM order", async ({ page }) => {
    await visit(page, "/about")
    await page.addStyleTag({
      content: "footer a:focus-visible { outline: none !important; box-shadow: none !important; }",
    })
    await page.locator("main").evaluate((main) => {
      const button = document.createElement("button")
      button.textContent = "Jumps the queue"
      button.tabIndex = 1
      const covered = document.createElement("div")
      covered.style.position = "relative"
      covered.innerHTML = '<button>Under a layer</button><div style="position:absolute;inset:0;background:#fff"></div>'
      main.append(button, covered)
    })
    const walk = await keyboardWalk(page)
    expect(walk.problems.some((line) => line.startsWith("no visible focus ring on <a>"))).toBe(true)
    expect(walk.problems).toContain('<button> "Under a layer" has focus but is off screen or covered')
    expect(walk.positiveTabIndex).toEqual(['<button> "Jumps the queue"'])
    expect(walk.reached).not.toEqual(walk.expected)
  })

  test("the article check reports a card without a name", async ({ page }) => {
    await visit(page, "/about")
    await page.locator("main").evaluate((main) => {
      main.insertAdjacentHTML("beforeend", "<article><h3>Unnamed card</h3><p>Text</p></article>")
    })
    expect(await articlesNotNamedByTheirHeading(page)).toContain("Unnamed card")
  })
})
