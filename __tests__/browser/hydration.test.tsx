import React, { useState } from "react"
import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { replaceHydrateFunction } from "../../gatsby-browser"

function Counter() {
  const [count, setCount] = useState(0)
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount(count + 1)}>
        {`Clicked ${count} times`}
      </button>
    </div>
  )
}

let container: HTMLElement

beforeEach(() => {
  container = document.createElement("div")
  container.id = "___gatsby"
  document.body.append(container)
})

afterEach(() => container.remove())

test("hydrates the server HTML in place, without a mismatch, and the page then responds", async () => {
  // What Gatsby's server render writes for Counter.
  container.innerHTML = '<div id="gatsby-focus-wrapper"><button type="button">Clicked 0 times</button></div>'
  const serverButton = screen.getByRole("button")
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined)

  await act(async () => replaceHydrateFunction()(<Counter />, container))
  await userEvent.click(screen.getByRole("button"))

  expect(screen.getByRole("button")).toBe(serverButton)
  expect(serverButton).toHaveTextContent("Clicked 1 times")
  expect(error).not.toHaveBeenCalled()
  error.mockRestore()
})

test("renders a page whose HTML is empty (client-only) instead of hydrating it", async () => {
  await act(async () => replaceHydrateFunction()(<Counter />, container))

  expect(screen.getByRole("button")).toHaveTextContent("Clicked 0 times")
})
