import { renderBandsWhenIdle, renderAllBandsOnKeyOrFocus } from "../../src/lib/band-rendering"

function page(bands: number) {
  document.body.innerHTML = Array.from({ length: bands }, (_, i) => `<section data-band id="b${i}"></section>`).join("")
  return () => Array.from(document.querySelectorAll("[data-band]"), (band) => band.hasAttribute("data-rendered"))
}

/** An idle scheduler a test runs by hand, one callback at a time. */
function idleQueue() {
  const queue: Array<() => void> = []
  return {
    schedule: (run: () => void) => void queue.push(run),
    runNext: () => queue.shift()?.(),
    size: () => queue.length,
  }
}

test("idle moments render the bands one by one, top to bottom, then stop", () => {
  const rendered = page(3)
  const idle = idleQueue()
  renderBandsWhenIdle(document, idle.schedule)
  expect(rendered()).toEqual([false, false, false])
  idle.runNext()
  expect(rendered()).toEqual([true, false, false])
  idle.runNext()
  idle.runNext()
  expect(rendered()).toEqual([true, true, true])
  idle.runNext()
  expect(idle.size()).toBe(0)
})

test("a key press renders every band at once, before the browser moves focus", () => {
  const rendered = page(3)
  const stop = renderAllBandsOnKeyOrFocus(window)
  document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }))
  expect(rendered()).toEqual([true, true, true])
  stop()
})

test("focus arriving by any other means renders every band too", () => {
  const rendered = page(2)
  const stop = renderAllBandsOnKeyOrFocus(window)
  document.getElementById("b1")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
  expect(rendered()).toEqual([true, true])
  stop()
})

test("a focus that a tap or click brings renders nothing: the control is on screen already", () => {
  const rendered = page(2)
  const stop = renderAllBandsOnKeyOrFocus(window)
  const band = document.getElementById("b1")!
  band.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }))
  band.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
  expect(rendered()).toEqual([false, false])
  stop()
})

test("bands a client-side navigation brings are rendered by the next key press", () => {
  page(1)
  const stop = renderAllBandsOnKeyOrFocus(window)
  document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }))
  const rendered = page(2)
  document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }))
  expect(rendered()).toEqual([true, true])
  stop()
})
