import * as React from "react"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { BANNER_MS, COUNTER_ANNOUNCE_MS, ContactForm } from "../../../src/sections/contact/contact-form"
import { contactMailto, formatCharactersLeft } from "../../../src/lib/mailto"
import { subjectFragment } from "../../../src/lib/contact-subject"
import { FIELD_LIMITS, MIN_FILL_MS, SEND_TIMEOUT_MS } from "../../../src/lib/requests"
import { PageDataProvider } from "../../../src/hooks/page-data"
import { layoutData, loadObject } from "../../helpers/content"
import { VALID_CONTACT } from "../../helpers/contact"

const copy = loadObject<{ form: Queries.ContactFormSectionFragment }>("contact-page.json").form
const SUPPORT = "support@example.com"
const SENT = "Message sent successfully! We'll get back to you soon."
const FAILED = "Failed to send message. Please try again or contact us directly."

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

type Answer = { status: number; body: unknown } | "network-error" | "never"

/** The endpoint as the page meets it: answers in order, recording what was sent. */
function endpoint(...answers: Answer[]) {
  const sent: Array<Record<string, unknown>> = []
  const fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)))
    const answer = answers.shift() ?? { status: 201, body: { ok: true, reference: "K7P2-QM4X" } }
    if (answer === "network-error") return Promise.reject(new TypeError("Failed to fetch"))
    if (answer === "never")
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      )
    // jsdom has no fetch API: the part of a Response the page reads
    const body = answer.body
    return Promise.resolve({
      ok: answer.status < 300,
      status: answer.status,
      json: async () => (typeof body === "string" ? JSON.parse(body) : body),
    } as Response)
  })
  return { fetch, sent, calls: fetch }
}

function setup(network = endpoint()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  render(
    <PageDataProvider pageContext={{ locale: "en" }} data={{ layout: layoutData("en") }}>
      <ContactForm copy={copy} supportEmail={SUPPORT} pagePath="/contact" send={network.fetch} />
    </PageDataProvider>,
  )
  const form = screen.getByRole("form", { name: copy.title })
  const { fields: labels } = copy
  const fields = {
    name: screen.getByRole("textbox", { name: labels.name.label }),
    email: screen.getByRole("textbox", { name: labels.email.label }),
    phone: screen.getByRole("textbox", { name: new RegExp(`^${labels.phone.label}`) }),
    subject: screen.getByRole("combobox", { name: labels.subject.label }),
    message: screen.getByRole("textbox", { name: labels.message.label }),
  }
  const send = () =>
    user.click(screen.getByRole("button", { name: new RegExp(`${copy.submitLabel}|${copy.sendingLabel}`) }))
  const fill = async (
    values: Partial<Record<"name" | "email" | "phone" | "message", string>> & { subject?: string },
  ) => {
    for (const key of ["name", "email", "phone", "message"] as const) {
      const value = values[key]
      if (value === undefined) continue
      await user.clear(fields[key])
      if (value) {
        await user.click(fields[key])
        await user.paste(value)
      }
    }
    if (values.subject !== undefined) await user.selectOptions(fields.subject, values.subject)
  }
  const alert = () => within(form).getByRole("alert")
  const statuses = () => within(form).getAllByRole("status")
  /** Lets the pending send and its answer run. */
  const settle = () => act(async () => jest.advanceTimersByTimeAsync(MIN_FILL_MS))
  return { user, form, fields, send, fill, alert, statuses, settle, network }
}

describe("ContactForm subject from the address", () => {
  afterEach(() => window.history.replaceState(null, "", "/"))

  it("chooses the subject a #subject- fragment names (Request Demo from /connect)", () => {
    window.history.replaceState(null, "", `/contact${subjectFragment("demo")}`)
    const { fields } = setup()
    const demo = copy.subjects.find((option) => option.value === "demo")!
    expect(fields.subject).toHaveValue("demo")
    expect(screen.getByRole("option", { name: demo.label, selected: true })).toBeInTheDocument()
  })

  it("leaves the subject unchosen for any other fragment", () => {
    window.history.replaceState(null, "", "/contact#subject-refund")
    const { fields } = setup()
    expect(fields.subject).toHaveValue("")
  })
})

describe("ContactForm markup", () => {
  it("leaves validation to the page but marks the required fields", () => {
    const { form, fields } = setup()
    expect(form).toHaveAttribute("novalidate")
    // Without JavaScript the form posts itself to the request endpoint, never into the URL.
    expect(form).toHaveAttribute("action", "/api/requests")
    expect(form).toHaveAttribute("method", "post")
    for (const key of ["name", "email", "subject", "message"] as const) expect(fields[key]).toBeRequired()
    expect(fields.phone).not.toBeRequired()
    expect(fields.phone).toHaveAttribute("placeholder", "+91 98765 43210")
    expect(fields.email).toHaveAttribute("type", "email")
    expect(fields.message).toHaveAttribute("rows", "6")
  })

  it("offers an empty prompt, then the spec's subjects and the trust centre's documents", () => {
    const { fields } = setup()
    const options = within(fields.subject)
      .getAllByRole("option")
      .map((option) => [(option as HTMLOptionElement).value, option.textContent])
    expect(options).toEqual([
      ["", "Choose a subject"],
      ["general", "General Inquiry"],
      ["demo", "Request Demo"],
      ["partnership", "Partnership"],
      ["support", "Technical Support"],
      ["pricing", "Pricing Information"],
      ["documents", "Security and privacy documents"],
      ["other", "Other"],
    ])
  })
})

describe("validation", () => {
  it("reports the first failure in the spec's order, focusing and marking the field", async () => {
    const { fields, send, fill, alert, network } = setup()

    const expectError = async (message: string, field: HTMLElement) => {
      await send()
      expect(alert()).toHaveTextContent(message)
      expect(field).toHaveFocus()
      expect(field).toHaveAttribute("aria-invalid", "true")
      expect(field.getAttribute("aria-describedby")).toContain(alert().id)
    }

    await expectError("Please enter your name", fields.name)
    await fill({ name: "   " })
    await expectError("Please enter your name", fields.name)
    await fill({ name: "Asha" })
    for (const email of ["", "   ", "a@b", "a b@c.d", "@b.c"]) {
      await fill({ email })
      await expectError("Please enter a valid email address", fields.email)
      expect(fields.name).not.toHaveAttribute("aria-invalid")
    }
    await fill({ email: "a@b.c" })
    await expectError("Please enter a subject", fields.subject)
    await fill({ subject: "general" })
    await expectError("Please enter a message", fields.message)
    await fill({ message: " \n\t " })
    await expectError("Please enter a message", fields.message)
    expect(network.calls).not.toHaveBeenCalled()
  })

  it("hides a validation message after 5 s", async () => {
    const { fields, send, alert } = setup()
    await send()
    expect(alert()).toHaveTextContent("Please enter your name")
    act(() => jest.advanceTimersByTime(BANNER_MS - 100))
    expect(alert()).toHaveTextContent("Please enter your name")
    act(() => jest.advanceTimersByTime(100))
    expect(alert()).toBeEmptyDOMElement()
    expect(fields.name).not.toHaveAttribute("aria-invalid")
  })
})

describe("sending", () => {
  it("sends the fields, page, language and privacy version, then confirms with the reference and clears the form", async () => {
    const { fields, send, fill, statuses, alert, settle, network } = setup()
    await fill(VALID_CONTACT)
    await send()
    for (const field of Object.values(fields)) expect(field).toBeDisabled()
    expect(screen.getByRole("button", { name: copy.sendingLabel })).toBeDisabled()
    await settle()

    expect(network.sent).toHaveLength(1)
    expect(network.sent[0]).toMatchObject({
      kind: "contact",
      locale: "en",
      page: "/contact",
      privacyVersion: layoutData("en").privacyVersion,
      fields: { ...VALID_CONTACT, leave_empty: "" },
    })
    expect(network.sent[0].elapsedMs).toBeGreaterThanOrEqual(MIN_FILL_MS)
    expect(statuses()[0]).toHaveTextContent(SENT)
    expect(within(fields.name.closest("form")!).getByText("Your reference: K7P2-QM4X")).toBeInTheDocument()
    expect(alert()).toBeEmptyDOMElement()
    for (const field of Object.values(fields)) {
      expect(field).toBeEnabled()
      expect(field).toHaveValue("")
    }
    act(() => jest.advanceTimersByTime(BANNER_MS))
    expect(statuses()[0]).toBeEmptyDOMElement()
    // the reference stays, to be noted down
    expect(screen.getByText("Your reference: K7P2-QM4X")).toBeInTheDocument()
  })

  it("waits until a person could have filled the form before it sends", async () => {
    const { send, fill, network } = setup()
    await fill(VALID_CONTACT)
    await send()
    expect(network.calls).not.toHaveBeenCalled()
    await act(async () => jest.advanceTimersByTimeAsync(MIN_FILL_MS))
    expect(network.calls).toHaveBeenCalledTimes(1)
  })

  it("ignores a second submit while sending, and sends a retry with the same id", async () => {
    const network = endpoint({ status: 503, body: { ok: false, error: "unavailable", message: "x" } })
    const { form, send, fill, settle } = setup(network)
    await fill(VALID_CONTACT)
    await send()
    act(() => (form as HTMLFormElement).requestSubmit())
    await settle()
    expect(network.sent).toHaveLength(1)
    await send()
    await settle()
    expect(network.sent).toHaveLength(2)
    expect(network.sent[1].id).toBe(network.sent[0].id)
  })

  it.each<[string, Answer]>([
    ["a network error", "network-error"],
    ["a 5xx", { status: 503, body: { ok: false, error: "unavailable", message: "down" } }],
    ["an answer that is not the endpoint's", { status: 502, body: "<html>" }],
  ])(
    "after %s, says it was not sent and offers the mail link with everything written, keeping the form",
    async (_label, answer) => {
      const { fields, send, fill, alert, statuses, settle } = setup(endpoint(answer))
      await fill(VALID_CONTACT)
      await send()
      await settle()
      expect(alert()).toHaveTextContent(FAILED)
      expect(statuses()[0]).toBeEmptyDOMElement()
      expect(screen.queryByText(SENT)).not.toBeInTheDocument()
      const link = screen.getByRole("link", { name: `Send it by e-mail to ${SUPPORT}` })
      expect(link).toHaveAttribute("href", contactMailto(SUPPORT, VALID_CONTACT, "Request Demo"))
      expect(fields.name).toHaveValue(VALID_CONTACT.name)
      expect(fields.message).toHaveValue(VALID_CONTACT.message)
      act(() => jest.advanceTimersByTime(60_000))
      expect(alert()).toHaveTextContent(FAILED)
    },
  )

  it("gives up after 8 s without an answer and offers the mail link", async () => {
    const { send, fill, alert, settle } = setup(endpoint("never"))
    await fill(VALID_CONTACT)
    await send()
    await settle()
    await act(async () => jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1))
    expect(alert()).toBeEmptyDOMElement()
    await act(async () => jest.advanceTimersByTimeAsync(1))
    expect(alert()).toHaveTextContent(FAILED)
    expect(screen.getByRole("link", { name: `Send it by e-mail to ${SUPPORT}` })).toBeInTheDocument()
  })

  it("shows the server's refusal of a field where the field is", async () => {
    const network = endpoint({
      status: 400,
      body: { ok: false, error: "invalid", errors: [{ field: "email", problem: "invalid", message: "x" }] },
    })
    const { fields, send, fill, alert, settle } = setup(network)
    await fill(VALID_CONTACT)
    await send()
    await settle()
    expect(alert()).toHaveTextContent("Please enter a valid email address")
    expect(fields.email).toHaveFocus()
    expect(fields.email).toHaveAttribute("aria-invalid", "true")
  })

  it("says when to try again after too many requests, with the mail link", async () => {
    const message =
      "You have sent several requests in the last few minutes. Please try again in 10 minutes, or send it by e-mail."
    const { send, fill, alert, settle } = setup(
      endpoint({ status: 429, body: { ok: false, error: "rate-limited", retryAfterSeconds: 600, message } }),
    )
    await fill(VALID_CONTACT)
    await send()
    await settle()
    expect(alert()).toHaveTextContent(message)
    expect(screen.getByRole("link", { name: `Send it by e-mail to ${SUPPORT}` })).toBeInTheDocument()
  })
})

describe("length limit", () => {
  it("shows the characters left of the message's limit", async () => {
    const { fields, fill } = setup()
    expect(screen.getByText(formatCharactersLeft(FIELD_LIMITS.message, copy.messages))).toBeInTheDocument()
    await fill({ message: "नमस्ते" })
    expect(screen.getByText(formatCharactersLeft(FIELD_LIMITS.message - 6, copy.messages)).id).toBe(
      fields.message.getAttribute("aria-describedby"),
    )
    expect(fields.message).toHaveAttribute("maxlength", String(FIELD_LIMITS.message))
  })

  it("announces the count only near the limit, once typing pauses", async () => {
    const { fill } = setup()
    const live = document.querySelector("[aria-live='polite']") as HTMLElement
    await fill({ message: "short" })
    act(() => jest.advanceTimersByTime(COUNTER_ANNOUNCE_MS))
    expect(live).toBeEmptyDOMElement()

    await fill({ message: "x".repeat(FIELD_LIMITS.message - 100) })
    expect(live).toBeEmptyDOMElement()
    act(() => jest.advanceTimersByTime(COUNTER_ANNOUNCE_MS))
    expect(live.textContent).toMatch(/^\d+ characters left$/)
  })
})
