import * as React from "react"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MIN_FILL_MS } from "../../src/lib/requests"

/** jsdom has no fetch API: the part of a Response the page reads. */
export const reply = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => (typeof body === "string" ? JSON.parse(body) : body) }) as Response

export const STORED = async () => reply(201, { ok: true, reference: "AB12-CD34" })

/**
 * A one-field request form (the newsletter, an app's "tell me") rendered with a stand-in network that keeps
 * what it is sent and answers `answer`; `submit` types an address, sends it, and waits out the form's
 * minimum fill time (the tests fake the timers).
 */
export function renderEmailForm({
  form: element,
  name,
  emailLabel,
  submitLabel,
  answer = STORED,
}: {
  form: (send: typeof fetch) => React.ReactElement
  name: string
  emailLabel: string
  submitLabel: string
  answer?: () => Promise<Response>
}) {
  const sent: Array<Record<string, unknown>> = []
  const send = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)))
    return answer()
  })
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  render(element(send as typeof fetch))
  const form = screen.getByRole("form", { name })
  const input = within(form).getByRole("textbox", { name: emailLabel })
  const submit = async (email: string) => {
    await user.clear(input)
    if (email) await user.type(input, email)
    await user.click(within(form).getByRole("button", { name: submitLabel }))
    await act(async () => jest.advanceTimersByTimeAsync(MIN_FILL_MS))
  }
  return { form, input, submit, sent, fetch: send }
}
