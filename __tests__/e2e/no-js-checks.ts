import { expect, type Browser, type Page } from "@playwright/test"
import { watchForErrors } from "./fixtures"
import { words } from "./routes"
import { visibleImageCount, visibleTextChunks } from "./page-helpers"

/**
 * Works without JavaScript: the static HTML alone shows each page's heading, its full main content
 * and a way to every header destination (the header links at 1024 px and up; below that the menu
 * cannot open, so the same destinations must be reachable through visible links, e.g. the footer).
 * Checked against the same page with JavaScript, at the same size, after everything has been revealed.
 */

/** What main shows a visitor now: its visible text, in chunks, and how many images. */
export async function mainSnapshot(page: Page) {
  const main = page.locator("main")
  return { text: await visibleTextChunks(main), images: await visibleImageCount(main) }
}
export type MainSnapshot = Awaited<ReturnType<typeof mainSnapshot>>

/** A path opened with JavaScript off, in a context of its own; `errors` lists what it logged or failed to load. */
export async function openWithoutJavaScript(browser: Browser, path: string, size: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: size })
  const page = await context.newPage()
  const errors = watchForErrors(page)
  const response = await page.goto(path)
  return { page, response, errors, close: () => context.close() }
}

/** What main shows with JavaScript (`withJs`, at the size the JavaScript-less page has now) that it does not. */
export async function missingWithoutJavaScript(page: Page, withJs: MainSnapshot) {
  const noJs = await mainSnapshot(page)
  const shown = new Set(noJs.text)
  return {
    missingText: withJs.text.filter((chunk) => !shown.has(chunk)),
    noJsImages: noJs.images,
    jsImages: withJs.images,
  }
}

/**
 * What is wrong with the JavaScript-less page at its size now, beside `withJs` (main with JavaScript,
 * at the same size): one line per problem.
 */
export async function noJsProblems(page: Page, withJs: MainSnapshot, locale: string) {
  const problems: string[] = []
  if (await page.evaluate(() => "___loader" in window)) problems.push("JavaScript ran")
  for (const [name, locator] of [
    ["the h1", page.getByRole("heading", { level: 1 })],
    ["main", page.locator("main")],
    ["the header", page.getByRole("banner")],
    ["the footer", page.getByRole("contentinfo")],
  ] as const)
    if (!(await locator.isVisible())) problems.push(`${name} does not show`)

  // Every header destination is one visible link away.
  const headerTargets = await page
    .getByRole("banner")
    .locator("a[href^='/']")
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))])
  if (headerTargets.length < 5) problems.push(`the static header has ${headerTargets.length} links, not 5 or more`)
  for (const href of headerTargets)
    if (!(await page.locator(`a[href="${href}"]`).filter({ visible: true }).count()))
      problems.push(`no visible link to header destination ${href}`)
  if (page.viewportSize()!.width >= 1024) {
    const links = await page
      .getByRole("navigation", { name: words(locale).mainNavLabel })
      .getByRole("link")
      .count()
    if (links !== 5) problems.push(`the main navigation shows ${links} links, not 5`)
  }

  // Nothing a visitor sees with JavaScript is missing without it.
  const { missingText, noJsImages, jsImages } = await missingWithoutJavaScript(page, withJs)
  for (const chunk of missingText)
    problems.push(`text visible with JavaScript but hidden (or absent) without it: ${chunk}`)
  if (noJsImages < jsImages)
    problems.push(`${noJsImages} visible images in main without JavaScript, ${jsImages} with it`)
  return problems
}

/** What the comparison reads of each element: its box, and the properties that place and paint it. */
const COMPARED = [
  "display",
  "position",
  "visibility",
  "opacity",
  "color",
  "background-color",
  "background-image",
  "font-size",
  "font-weight",
  "line-height",
  "margin",
  "padding",
  "border",
  "border-radius",
  "box-shadow",
  "grid-template-columns",
  "flex-direction",
  "gap",
  "text-decoration-line",
  "transform",
  "z-index",
] as const

/**
 * Every element of the page's body (and its ::before and ::after) as it is styled now: one line each; with
 * `onScreen`, an element wholly outside the viewport is only its index, and a box only the part the viewport shows. Running animations (Home's floating cards)
 * are held at their start, so only a change of style moves a box.
 */
const styledElements = (page: Page, onScreen: boolean) =>
  page.evaluate(
    ([properties, onScreen]) => {
      for (const animation of document.getAnimations()) {
        animation.pause()
        animation.currentTime = 0
      }
      const read = (style: CSSStyleDeclaration) => properties.map((name) => style.getPropertyValue(name)).join(";")
      return [...document.body.querySelectorAll("*")].map((element, index) => {
        const whole = element.getBoundingClientRect()
        if (onScreen && (whole.bottom <= 0 || whole.top >= window.innerHeight)) return `${index} off screen`
        // On screen, the part of the box the viewport shows (a wrapper's height is the whole page's).
        const top = onScreen ? Math.max(whole.top, 0) : whole.top
        const bottom = onScreen ? Math.min(whole.bottom, window.innerHeight) : whole.bottom
        const box = { x: whole.x, y: top, width: whole.width, height: bottom - top }
        const before = getComputedStyle(element, "::before")
        const after = getComputedStyle(element, "::after")
        return (
          `${index} <${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ` +
          `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} ` +
          `${read(getComputedStyle(element))} ::before ${before.content} ${read(before)} ::after ${after.content} ${read(after)}`
        )
      })
    },
    [COMPARED, onScreen] as const,
  )

/**
 * The page's inline stylesheets hold only the rules its markup uses (page-rewrites' used-css); with JavaScript,
 * webpack's CSS loader links each reduced one whole. On the JavaScript-less page at its size now, links the whole
 * stylesheets the reduced ones name (`data-sheet`) and returns each element whose box or style changed when they
 * came: a rule the page uses that the inline stylesheets left out. The links are removed again.
 *
 * A page too heavy for the first round trip has only its first screen's rules inline (`data-first-screen`), and
 * links its stylesheets whole from a `<noscript>`, which this browser, without JavaScript, has read: those links are
 * turned off while the inline rules alone are read, and only what shows in the viewport, scrolled to the top, is
 * held to them. Everything else of such a page is styled by the whole stylesheets before its first paint without
 * JavaScript, and one round trip after it with JavaScript.
 */
export async function styledDifferentlyByWholeSheets(page: Page) {
  if ((await page.locator("style[data-sheet]").count()) === 0) return []
  const firstScreenOnly = (await page.locator("style[data-first-screen]").count()) > 0
  const noscriptLinks = (disabled: boolean) =>
    page.evaluate((disabled) => {
      window.scrollTo(0, 0)
      for (const link of document.querySelectorAll<HTMLLinkElement>("noscript > link[rel=stylesheet]"))
        link.disabled = disabled
    }, disabled)
  await noscriptLinks(true)
  const inlineAlone = await styledElements(page, firstScreenOnly)
  await page.evaluate(() => {
    // where webpack's CSS loader puts them (page-rewrites' used-css): each right after its reduced copy
    for (const style of document.querySelectorAll("style[data-sheet]")) {
      const link = document.createElement("link")
      link.rel = "stylesheet"
      link.href = style.getAttribute("data-sheet")!
      link.setAttribute("data-whole-sheet", "")
      style.after(link)
    }
  })
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>("link[data-whole-sheet]")].every((link) => link.sheet !== null),
      ),
    )
    .toBe(true)
  const withWholeSheets = await styledElements(page, firstScreenOnly)
  await page.evaluate(() => document.querySelectorAll("link[data-whole-sheet]").forEach((link) => link.remove()))
  await noscriptLinks(false)
  return withWholeSheets.filter((line, index) => line !== inlineAlone[index]).slice(0, 10)
}
