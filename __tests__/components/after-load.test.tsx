import * as React from "react"
import { act, render, screen } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import { Writable } from "node:stream"
import { afterLoad, pageHydrated } from "../../src/components/layout/after-load"
import { TextEncoder } from "node:util"
import { setImmediate } from "node:timers"

// the Node build of react-dom/server, as Gatsby renders with it; it wants Node's TextEncoder and setImmediate,
// which jsdom's global lacks
Object.assign(globalThis, { TextEncoder, setImmediate })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToPipeableStream } = require("react-dom/server.node") as typeof import("react-dom/server")

/** A part with state: it counts its presses once hydrated (before that a press does nothing). */
function Counter({ label }: { label: string }) {
  const [count, setCount] = React.useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  )
}

/** What Gatsby's build does: the whole page's HTML, once every lazy part has loaded. */
const serverHtml = (element: React.ReactElement) =>
  new Promise<string>((resolve, reject) => {
    let html = ""
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk
        done()
      },
      final(done) {
        resolve(html)
        done()
      },
    })
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject })
  })

test("on the page a visitor opens, the server's HTML stays until the part's moment, then hydrates", async () => {
  let due!: () => void
  const moment = new Promise<void>((resolve) => (due = resolve))
  const loads = jest.fn(async () => Counter)
  const pageWith = (Part: React.ComponentType<{ label: string }>) => (
    <main>
      <h1>Page</h1>
      <Part label="Presses" />
    </main>
  )

  const container = document.body.appendChild(document.createElement("div"))
  // the server renders it whole: its code loads at once there (jsdom has a window, so the server's part is told so)
  container.innerHTML = await serverHtml(
    pageWith(afterLoad("counter", async () => Counter, { when: async () => undefined })),
  )
  const button = screen.getByRole("button", { name: "Presses 0" })

  await act(async () => {
    hydrateRoot(container, pageWith(afterLoad("counter", loads, { when: () => moment })))
  })
  // the same element, not loaded yet, and a press does nothing
  expect(loads).not.toHaveBeenCalled()
  act(() => button.click())
  expect(screen.getByRole("button")).toBe(button)
  expect(button).toHaveTextContent("Presses 0")

  await act(async () => due())
  expect(loads).toHaveBeenCalledTimes(1)
  // hydrated in place: the server's element, now counting
  act(() => button.click())
  expect(screen.getByRole("button")).toBe(button)
  expect(button).toHaveTextContent("Presses 1")
  container.remove()
})

// after the test above: the flag it reads stays set for the rest of this file
test("on a page reached after the first has hydrated, the part loads at once", async () => {
  pageHydrated()
  const never = () => new Promise<void>(() => undefined)
  const Part = afterLoad("counter", async () => Counter, { when: never })
  render(<Part label="Presses" />)
  expect(await screen.findByRole("button", { name: "Presses 0" })).toBeInTheDocument()
})
