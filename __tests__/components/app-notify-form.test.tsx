import * as React from "react"
import { within } from "@testing-library/react"
import { AppNotifyForm } from "../../src/components/product-page/app-notify-form"
import { PageDataProvider } from "../../src/hooks/page-data"
import { fillTemplate } from "../../src/lib/text"
import { layoutData, loadObject } from "../helpers/content"
import { renderEmailForm, reply } from "../helpers/email-form"

const SUPPORT = "support@example.com"
const APP = "recoverlife"

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

/** The page's frame as jest.setup.ts gives every test: English, at "/", from the fixture's content. */
const layout = layoutData("en")
const copy = loadObject<{ appNotify: Queries.AppNotifyCopyFragment }>("interface.json").appNotify

const setup = (answer?: () => Promise<Response>) => {
  const { submit: ask, ...rest } = renderEmailForm({
    form: (send) => (
      <PageDataProvider pageContext={{ locale: "en" }} data={{ layout }}>
        <AppNotifyForm app={APP} copy={copy} supportEmail={SUPPORT} send={send} />
      </PageDataProvider>
    ),
    name: fillTemplate(copy.title, { name: APP }),
    emailLabel: copy.emailLabel,
    submitLabel: copy.submitLabel,
    answer,
  })
  return { ask, ...rest }
}

describe("AppNotifyForm", () => {
  it("posts itself to the request endpoint without JavaScript, naming its kind, the app and the page", () => {
    const { form, input } = setup()
    expect(form).toHaveAttribute("action", "/api/requests")
    expect(form).toHaveAttribute("method", "post")
    expect(input).toBeRequired()
    expect(input).toHaveAttribute("name", "email")
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((field) => [field.name, field.value]),
    )
    expect(hidden).toEqual({
      kind: "app-notify",
      locale: "en",
      page: "/",
      privacyVersion: layout.privacyVersion,
      app: APP,
    })
  })

  it("refuses an address that is not one in place, and sends nothing", async () => {
    const { form, input, ask, fetch } = setup()
    await ask("meera@")
    expect(within(form).getByRole("alert")).toHaveTextContent(copy.invalid)
    expect(input).toHaveAttribute("aria-invalid", "true")
    expect(fetch).not.toHaveBeenCalled()
  })

  it("says it is kept, with the reference, only once the host has stored it", async () => {
    const { form, input, ask, sent } = setup()
    await ask("meera@example.in")
    expect(sent).toEqual([
      expect.objectContaining({
        kind: "app-notify",
        page: "/",
        fields: { app: APP, email: "meera@example.in", leave_empty: "" },
      }),
    ])
    const status = within(form).getByRole("status")
    expect(status).toHaveTextContent(fillTemplate(copy.sent, { name: APP }))
    expect(status).toHaveTextContent(fillTemplate(layout.interface.requests.reference, { reference: "AB12-CD34" }))
    expect(input).toHaveValue("")
  })

  it("when the store is missing, says so and offers the mail link that asks for the same", async () => {
    const { form, input, ask } = setup(async () => reply(503, { ok: false, error: "unavailable", message: "" }))
    await ask("meera@example.in")
    expect(within(form).getByRole("alert")).toHaveTextContent(copy.failed)
    const link = within(form).getByRole("link", { name: new RegExp(SUPPORT) })
    const mailto = decodeURIComponent(link.getAttribute("href")!)
    expect(mailto).toContain(`Tell me when ${APP} is in the stores`)
    expect(mailto).toContain("meera@example.in")
    expect(within(form).getByRole("status")).toBeEmptyDOMElement()
    expect(input).toHaveValue("meera@example.in")
  })
})
