import type { Page } from "@playwright/test"

// The keyboard walk (WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11): every-page.spec.ts walks each page with it, and
// a11y.spec.ts walks Home before its first idle moment and plants faults for it to find.

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

/**
 * In the page: tags its fixed and sticky layers (the header bar, the consent strip) with data-walk-layer, naming
 * each, so that focusState can tell a focused element partly hidden under one (WCAG 2.4.11). Self-contained, as it
 * is sent into the page (keyboard-tasks.ts sends it through puppeteer too).
 */
export function markFixedLayers() {
  for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
    const { position } = getComputedStyle(element)
    if (position !== "fixed" && position !== "sticky") {
      delete element.dataset.walkLayer
      continue
    }
    const classes = typeof element.className === "string" ? element.className.trim().split(/\s+/)[0] : ""
    element.dataset.walkLayer = `the ${position} <${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}>`
  }
}

/**
 * In the page: what has focus now: its walk index (or -1 for an element not in the list), a description, whether its
 * focus ring shows and whether it can be seen; null when nothing has. Self-contained, as markFixedLayers.
 */
export async function focusState() {
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
  // Not even partly under a fixed or sticky layer it is not part of (the header, the consent strip):
  // where their boxes overlap, the point at the overlap's centre shows the layer, not the element.
  const under = [...document.querySelectorAll<HTMLElement>("[data-walk-layer]")]
    .filter((layer) => !layer.contains(element) && !element.contains(layer))
    .flatMap((layer) => {
      const box = layer.getBoundingClientRect()
      const [left, right] = [Math.max(box.left, rect.left), Math.min(box.right, rect.right)]
      const [top, bottom] = [Math.max(box.top, rect.top), Math.min(box.bottom, rect.bottom)]
      if (right - left < 2 || bottom - top < 2) return []
      // A control taller than the window less the layer cannot help being partly under it.
      if (rect.height > window.innerHeight - box.height) return []
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
      return hit && layer.contains(hit) ? [layer.dataset.walkLayer!] : []
    })
  return {
    under,
    index: element.dataset.walkIndex === undefined ? -1 : Number(element.dataset.walkIndex),
    description: `<${element.tagName.toLowerCase()}> "${(element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40)}"`,
    focusVisible: element.matches(":focus-visible"),
    ring: outline || shadow,
    shown,
  }
}

/** What a keyboard user meets that is wrong with the focus now (no ring, off screen, under a fixed layer). */
export function focusProblems(focused: Awaited<ReturnType<typeof focusState>>): string[] {
  if (!focused) return ["nothing has focus"]
  const problems: string[] = []
  if (!focused.focusVisible || !focused.ring) problems.push(`no visible focus ring on ${focused.description}`)
  if (!focused.shown) problems.push(`${focused.description} has focus but is off screen or covered`)
  else if (focused.under.length) problems.push(`${focused.description} has focus under ${focused.under.join(", ")}`)
  return problems
}

/**
 * Tabs from the top of the page until focus leaves the document. Returns what a keyboard user meets
 * that is wrong (focus on something that is not a visible control, no visible focus ring, a focused
 * element off screen or covered, e.g. by the fixed header), and the order reached against the DOM
 * order expected.
 */
export async function keyboardWalk(page: Page) {
  // Instant scrolling, so each focused element is where it will stay when it is measured, and no
  // transitions: a focus style is read as it ends, at once rather than a frame later.
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important }" })
  const expected = await tabbableInDomOrder(page)
  await page.evaluate(markFixedLayers)
  await page.keyboard.press("Tab")
  const first = await page.evaluate(focusState)
  const reached: string[] = []
  const problems: string[] = []
  let focused = first
  for (let step = 0; focused && step <= expected.length + 5; step++) {
    reached.push(expected[focused.index]?.description ?? focused.description)
    if (focused.index === -1) problems.push(`focus reached ${focused.description}, which is not a visible control`)
    problems.push(...focusProblems(focused))
    await page.keyboard.press("Tab")
    focused = await page.evaluate(focusState)
  }
  return {
    first,
    problems,
    reached,
    expected: expected.map((e) => e.description),
    positiveTabIndex: expected.filter((e) => e.tabIndex > 0).map((e) => e.description),
  }
}
