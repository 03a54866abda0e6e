import * as React from "react"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { BANNER_MS, COUNTER_ANNOUNCE_MS, ContactForm, SEND_DELAY_MS } from "../../../src/sections/contact/contact-form"
import { charactersLeft, contactMailto, formatCharactersLeft } from "../../../src/lib/mailto"
import { EMPTY_CONTACT_FORM } from "../../../src/lib/validation"
import { subjectFragment } from "../../../src/lib/contact-subject"
import { loadObject } from "../../helpers/content"
import { VALID_CONTACT } from "../../helpers/contact"

const copy = loadObject<{ form: Queries.ContactFormSectionFragment }>("contact-page.json").form
const SUPPORT = "support@example.com"

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

function setup(openMail: (href: string) => void = jest.fn()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  render(<ContactForm copy={copy} supportEmail={SUPPORT} openMail={openMail} />)
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
  const status = () => within(form).getByRole("status")
  return { user, form, fields, send, fill, alert, status, openMail }
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
    // Without JavaScript the browser hands the form to the mail client instead of putting it in the URL.
    expect(form).toHaveAttribute("action", "mailto:support@example.com")
    expect(form).toHaveAttribute("method", "post")
    for (const key of ["name", "email", "subject", "message"] as const) expect(fields[key]).toBeRequired()
    expect(fields.phone).not.toBeRequired()
    expect(fields.phone).toHaveAttribute("placeholder", "+91 98765 43210")
    expect(fields.email).toHaveAttribute("type", "email")
    expect(fields.message).toHaveAttribute("rows", "6")
  })

  it("offers an empty prompt, then the spec's subjects", () => {
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
      ["other", "Other"],
    ])
  })
})

describe("validation", () => {
  it("reports the first failure in the spec's order, focusing and marking the field", async () => {
    const { fields, send, fill, alert, openMail } = setup()

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
    expect(openMail).not.toHaveBeenCalled()
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
  it("opens the mail client with the encoded e-mail, waits 1 s, then confirms and clears the form", async () => {
    const { fields, send, fill, status, alert, openMail } = setup()
    await fill(VALID_CONTACT)
    await send()

    expect(openMail).toHaveBeenCalledTimes(1)
    expect(openMail).toHaveBeenCalledWith(contactMailto(SUPPORT, VALID_CONTACT, "Request Demo"))
    for (const field of Object.values(fields)) expect(field).toBeDisabled()
    const button = screen.getByRole("button", { name: copy.sendingLabel })
    expect(button).toBeDisabled()
    expect(status()).toBeEmptyDOMElement()

    act(() => jest.advanceTimersByTime(SEND_DELAY_MS - 1))
    expect(status()).toBeEmptyDOMElement()
    act(() => jest.advanceTimersByTime(1))

    expect(status()).toHaveTextContent("Message sent successfully! We'll get back to you soon.")
    expect(alert()).toBeEmptyDOMElement()
    for (const field of Object.values(fields)) {
      expect(field).toBeEnabled()
      expect(field).toHaveValue("")
    }
    expect(screen.getByRole("button", { name: copy.submitLabel })).toBeEnabled()

    act(() => jest.advanceTimersByTime(BANNER_MS))
    expect(status()).toBeEmptyDOMElement()
  })

  it("ignores a second submit while sending", async () => {
    const { form, send, fill, openMail } = setup()
    await fill(VALID_CONTACT)
    await send()
    act(() => (form as HTMLFormElement).requestSubmit())
    expect(openMail).toHaveBeenCalledTimes(1)
  })

  it("reports a failed send until the next submit, keeping what was typed", async () => {
    let fail = true
    const openMail = jest.fn(() => {
      if (fail) throw new Error("Navigation refused")
    })
    const { fields, send, fill, alert, status } = setup(openMail)
    await fill(VALID_CONTACT)
    await send()

    const failure = "Failed to send message. Please try again or contact us directly."
    expect(alert()).toHaveTextContent(failure)
    expect(fields.name).toBeEnabled()
    expect(fields.name).toHaveValue("Asha Rao")
    act(() => jest.advanceTimersByTime(60_000))
    expect(alert()).toHaveTextContent(failure)

    fail = false
    await send()
    expect(alert()).toBeEmptyDOMElement()
    act(() => jest.advanceTimersByTime(SEND_DELAY_MS))
    expect(status()).toHaveTextContent("Message sent successfully!")
  })

  it.each([
    ["emoji and Devanagari", { name: "प्रिया शर्मा 👩🏽‍⚕️", message: "नमस्ते 🙏\nधन्यवाद" }],
    [
      "header injection attempts",
      {
        name: "Eve &bcc=x@evil.example",
        phone: "?cc=y@evil.example#%0D%0A",
        message: "100% & ? #\r\nbcc: x@evil.example\r\n&bcc=x@evil.example",
      },
    ],
  ])("sends %s exactly as typed, with no extra header", async (_label, extra) => {
    const { send, fill, openMail } = setup()
    const values = { ...VALID_CONTACT, ...extra }
    await fill(values)
    await send()
    const url = new URL((openMail as jest.Mock).mock.calls[0][0])
    expect(url.pathname).toBe(SUPPORT)
    expect([...url.searchParams.keys()]).toEqual(["subject", "body"])
    expect(url.searchParams.get("subject")).toBe("Contact Form: Request Demo")
    const body = url.searchParams.get("body")
    expect(body).toContain(`Name: ${values.name}\r\n`)
    expect(body).toContain(`Phone: ${values.phone || "Not provided"}\r\n`)
    expect(body?.endsWith(`Message:\r\n${values.message.replace(/\r?\n/g, "\r\n")}`)).toBe(true)
  })
})

describe("length limit", () => {
  const emptyLeft = charactersLeft(contactMailto(SUPPORT, EMPTY_CONTACT_FORM, ""))

  it("shows the characters left, counting the encoded length", async () => {
    const { fields, fill } = setup()
    expect(screen.getByText(formatCharactersLeft(emptyLeft, copy.messages))).toBeInTheDocument()
    await fill({ message: "नमस्ते" })
    // Six Devanagari code points, each 3 UTF-8 bytes, so 9 encoded characters apiece.
    expect(screen.getByText(formatCharactersLeft(emptyLeft - 54, copy.messages))).toBeInTheDocument()
    expect(fields.message.getAttribute("aria-describedby")).toBeTruthy()
    expect(screen.getByText(formatCharactersLeft(emptyLeft - 54, copy.messages)).id).toBe(
      fields.message.getAttribute("aria-describedby"),
    )
  })

  it("announces the count only near the limit, once typing pauses", async () => {
    const { fill } = setup()
    const live = document.querySelector("[aria-live='polite']") as HTMLElement
    await fill({ message: "short" })
    act(() => jest.advanceTimersByTime(COUNTER_ANNOUNCE_MS))
    expect(live).toBeEmptyDOMElement()

    await fill({ message: "x".repeat(emptyLeft - 100) })
    expect(live).toBeEmptyDOMElement()
    act(() => jest.advanceTimersByTime(COUNTER_ANNOUNCE_MS))
    expect(live.textContent).toMatch(/^\d+ characters left$/)
  })

  it("refuses a 10,000-character paste with a clear way out", async () => {
    const { fields, send, fill, alert, openMail } = setup()
    await fill({ ...VALID_CONTACT, message: "x".repeat(10_000) })
    expect(screen.getByText(/characters over the limit$/)).toBeInTheDocument()
    await send()
    expect(openMail).not.toHaveBeenCalled()
    expect(alert()).toHaveTextContent(/too long to open in your mail app.*e-mail us directly at support@example\.com/)
    expect(fields.message).toHaveFocus()
    expect(fields.message).toHaveAttribute("aria-invalid", "true")
    expect(fields.message).toHaveValue("x".repeat(10_000))
  })
})
