/**
 * Off-screen bands wait while a page starts (band.module.css: `content-visibility: auto` on a band
 * without `data-rendered`, when scripting is on). This module renders them afterwards, so the wait
 * never outlives the start:
 * - one band per idle moment, top to bottom, once the page has hydrated (no long task: each moment lays
 *   out one band);
 * - every band at once on the first key press or focus, before the browser moves focus, so a keyboard
 *   user's focused control is placed against real heights and nothing renders under it later
 *   (WCAG 2.4.11).
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

/** Renders every waiting band on each key press or focus (captured before the page sees it); returns the remover. */
export function renderAllBandsOnKeyOrFocus(win: Window): () => void {
  const renderAll = () => win.document.querySelectorAll(PENDING).forEach(render)
  const options = { capture: true, passive: true }
  win.addEventListener("keydown", renderAll, options)
  win.addEventListener("focusin", renderAll, options)
  return () => {
    win.removeEventListener("keydown", renderAll, options)
    win.removeEventListener("focusin", renderAll, options)
  }
}
