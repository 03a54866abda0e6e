/**
 * Off-screen bands wait while a page starts (band.module.css: `content-visibility: auto` on a band
 * without `data-rendered`, when scripting is on). This module renders them afterwards, so the wait
 * never outlives the start:
 * - one band per idle moment, top to bottom, once the page has hydrated (no long task: each moment lays
 *   out one band);
 * - every band at once on the first key press or focus, before the browser moves focus, so a keyboard
 *   user's focused control is placed against real heights and nothing renders under it later
 *   (WCAG 2.4.11). Not on the focus a tap or click brings: that control is on screen already, and
 *   rendering the whole page there (half a second on a slow phone at 4× CPU, measured on /kn) would
 *   stand between the tap and its answer.
 */
const PENDING = "[data-band]:not([data-rendered])"

const render = (band: Element) => band.setAttribute("data-rendered", "")

/** Renders the waiting bands one per idle callback; stops when none waits. */
export function renderBandsWhenIdle(doc: Document, scheduleIdle: (run: () => void) => void): void {
  const step = () => {
    const next = doc.querySelector(PENDING)
    if (!next) return
    render(next)
    scheduleIdle(step)
  }
  scheduleIdle(step)
}

/** How long after a pointer goes down a focus counts as its doing, ms: a touch focuses only after the finger lifts. */
const POINTER_FOCUS_MS = 1000

/**
 * Renders every waiting band on each key press, or focus that no pointer brought (captured before the page sees
 * it); returns the remover.
 */
export function renderAllBandsOnKeyOrFocus(win: Window): () => void {
  let pointerDownAt = Number.NEGATIVE_INFINITY
  const renderAll = () => win.document.querySelectorAll(PENDING).forEach(render)
  const pointerDown = (event: Event) => void (pointerDownAt = event.timeStamp)
  const focus = (event: Event) => {
    if (event.timeStamp - pointerDownAt >= POINTER_FOCUS_MS) renderAll()
  }
  const options = { capture: true, passive: true }
  win.addEventListener("keydown", renderAll, options)
  win.addEventListener("pointerdown", pointerDown, options)
  win.addEventListener("focusin", focus, options)
  return () => {
    win.removeEventListener("keydown", renderAll, options)
    win.removeEventListener("pointerdown", pointerDown, options)
    win.removeEventListener("focusin", focus, options)
  }
}
