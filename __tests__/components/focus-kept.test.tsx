import * as React from "react"
import { render, screen } from "@testing-library/react"
import { SendButton } from "../../src/components/requests/send-button"

/** A form with one field and the send button, as the request forms have them, `submitting` as given. */
const form = (submitting: boolean) => (
  <form aria-label="Request">
    <label>
      Name <input name="name" disabled={submitting} />
    </label>
    <SendButton submitting={submitting} label="Send" sendingLabel="Sending" />
  </form>
)

/** Sends: the form is disabled, the browser drops the focus of the disabled control, the send ends. */
function send(rerender: (ui: React.ReactElement) => void) {
  rerender(form(true))
  ;(document.activeElement as HTMLElement | null)?.blur()
  rerender(form(false))
}

test("the send button has focus again once the send is done", () => {
  const { rerender } = render(form(false))
  screen.getByRole("button", { name: "Send" }).focus()
  send(rerender)
  expect(screen.getByRole("button", { name: "Send" })).toHaveFocus()
})

test("the field where Enter was pressed has focus again once the send is done", () => {
  const { rerender } = render(form(false))
  screen.getByRole("textbox", { name: "Name" }).focus()
  send(rerender)
  expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus()
})

test("focus the visitor moved elsewhere while sending stays there", () => {
  const { rerender } = render(form(false), { container: document.body.appendChild(document.createElement("div")) })
  const elsewhere = document.body.appendChild(document.createElement("button"))
  screen.getByRole("button", { name: "Send" }).focus()
  rerender(form(true))
  elsewhere.focus()
  rerender(form(false))
  expect(elsewhere).toHaveFocus()
  elsewhere.remove()
})
