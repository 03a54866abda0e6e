import * as React from "react"
import { within } from "@testing-library/react"
import { NewsletterForm } from "../../src/components/footer/newsletter-form"
import { PageDataProvider } from "../../src/hooks/page-data"
import { layoutData } from "../helpers/content"
import { renderEmailForm, reply } from "../helpers/email-form"

/** The page's frame as jest.setup.ts gives every test: English, from the fixture's content. */
const layout = layoutData("en")
const copy = layout.interface.newsletter
const SUPPORT = "support@example.com"

let warn: jest.SpyInstance
beforeEach(() => {
  jest.useFakeTimers()
  warn = jest.spyOn(console, "warn").mockImplementation(() => {})
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const setup = (answer?: () => Promise<Response>) => {
  const { submit: subscribe, ...rest } = renderEmailForm({
    form: (send) => (
      <PageDataProvider pageContext={{ locale: "en" }} data={{ layout }}>
        <NewsletterForm product="Lifelane" copy={copy} supportEmail={SUPPORT} send={send} />
      </PageDataProvider>
    ),
    name: copy.title.replace("{product}", "Lifelane"),
    emailLabel: copy.emailLabel,
    submitLabel: copy.submitLabel,
    answer,
  })
  return { subscribe, ...rest }
}

describe("NewsletterForm", () => {
  it("posts itself to the request endpoint without JavaScript, with its kind, language and page", () => {
    const { form, input } = setup()
    expect(form).toHaveAttribute("action", "/api/requests")
    expect(form).toHaveAttribute("method", "post")
    expect(input).toBeRequired()
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((field) => [field.name, field.value]),
    )
    expect(hidden).toEqual({
      kind: "newsletter",
      locale: "en",
      page: "/",
      privacyVersion: layout.privacyVersion,
    })
  })

  it.each(["", "a@b", "a b@c.d", "@b.c"])("refuses %j in place and sends nothing", async (email) => {
    const { form, input, subscribe, fetch } = setup()
    await subscribe(email)
    expect(within(form).getByRole("alert")).toHaveTextContent(copy.invalid)
    expect(input).toHaveAttribute("aria-invalid", "true")
    expect(input).toHaveFocus()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(copy.invalid))
    expect(fetch).not.toHaveBeenCalled()
  })

  it("announces the subscription only once it is stored, and clears the address", async () => {
    const { form, input, subscribe, sent } = setup()
    await subscribe("ravi@example.in")
    expect(sent).toEqual([
      expect.objectContaining({
        kind: "newsletter",
        locale: "en",
        page: "/",
        fields: { email: "ravi@example.in", leave_empty: "" },
      }),
    ])
    expect(within(form).getByRole("status")).toHaveTextContent(copy.subscribed)
    expect(input).toHaveValue("")
  })

  it("says it could not subscribe and offers the mail link when the host fails, keeping the address", async () => {
    const { form, input, subscribe } = setup(async () => reply(500, ""))
    await subscribe("ravi@example.in")
    expect(within(form).getByRole("alert")).toHaveTextContent(copy.failed)
    const link = within(form).getByRole("link", { name: new RegExp(SUPPORT) })
    expect(decodeURIComponent(link.getAttribute("href")!)).toContain("Please subscribe ravi@example.in")
    expect(within(form).queryByText(copy.subscribed)).not.toBeInTheDocument()
    expect(input).toHaveValue("ravi@example.in")
  })
})
