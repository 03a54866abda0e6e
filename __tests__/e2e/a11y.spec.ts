import type { Page } from "@playwright/test"
import { test, expect, visit } from "./fixtures"
import { articlesNotNamedByTheirHeading, finishAnimations } from "./page-helpers"
import { axeViolations, engineViolations } from "./a11y-engines"
import { keyboardWalk } from "./keyboard-walk"

// Every page's check by the three engines, at both widths and in the open menu, and its keyboard walk are
// every-page.spec.ts's (one visit per page serves several checks). Here: states an interaction reaches,
// the keyboard walk before the first idle moment, the skip link, and the gates' own checks.

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
      name: "Home with its list of sources open, at a source a figure's mark leads to",
      path: "/",
      reach: async (page) => {
        await page.locator("#hero a[href='#source-1']").click()
        await expect(page.locator("#sources details")).toHaveAttribute("open", "")
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
        await finishAnimations(page)
        expect(await axeViolations(page), `axe violations: ${state.name} at ${size.width}px`).toEqual([])
      }
    })
  }
})

test.describe("keyboard walk", () => {
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

  test("axe reports what is wrong inside a frame", async ({ page }) => {
    await visit(page, "/about")
    await page.locator("main").evaluate(async (main) => {
      const frame = document.createElement("iframe")
      frame.title = "A planted frame"
      frame.srcdoc = '<html lang="en"><title>Planted</title><button></button></html>'
      const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }))
      main.append(frame)
      await loaded
    })
    const found = await axeViolations(page)
    expect(
      found.some((line) => line.startsWith("button-name") && line.includes("iframe")),
      found.join("\n"),
    ).toBe(true)
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
