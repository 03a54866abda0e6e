import * as React from "react"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { RightsRequestForm } from "../../../src/sections/legal/rights-request-form"
import { answerDueDate, formatDay } from "../../../src/lib/rights-request"
import { MIN_FILL_MS } from "../../../src/lib/requests"
import * as pageData from "../../../src/hooks/page-data"
import { layoutData, loadObject } from "../../helpers/content"

type Privacy = { parts: { items: Array<{ slug: string; requestForm?: Queries.RightsRequestFormFragment }> } }
const copy = (locale = "en") =>
  loadObject<Privacy>("legal-pages/privacy.json", locale).parts.items.find((part) => part.requestForm)!.requestForm!
const OFFICER = "grievance@example.com"

beforeEach(() => jest.useFakeTimers({ now: jest.now() }))
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

/** The endpoint as the page meets it: one answer, recording what was sent (jsdom has no fetch). */
function endpoint(answer: { status: number; body: unknown } | "network-error") {
  const sent: Array<Record<string, unknown>> = []
  const fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)))
    if (answer === "network-error") return Promise.reject(new TypeError("Failed to fetch"))
    return Promise.resolve({
      ok: answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
    } as Response)
  })
  return { fetch, sent }
}

function setup(
  locale: "en" | "hi" | "kn" = "en",
  network = endpoint({ status: 201, body: { ok: true, reference: "K7P2-QM4X" } }),
) {
  const words = copy(locale)
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  // the tests' page is English (jest.setup.ts): this one is in the language asked for
  jest.spyOn(pageData, "usePageData").mockReturnValue({ locale, layout: layoutData(locale), alternates: {} })
  render(
    <RightsRequestForm
      copy={words}
      mailTo={OFFICER}
      pagePath={`/${locale}/privacy/your-rights`}
      send={network.fetch}
    />,
  )
  const form = screen.getByRole("form", { name: words.title })
  const { fields } = words
  const fillAll = async () => {
    await user.selectOptions(screen.getByRole("combobox", { name: fields.right.label }), "access")
    await user.type(screen.getByRole("textbox", { name: fields.name.label }), "Asha Rao")
    await user.type(screen.getByRole("textbox", { name: fields.email.label }), "asha@example.in")
    await user.click(screen.getByRole("radio", { name: words.forWhomOptions[0].label }))
    await user.type(screen.getByRole("textbox", { name: fields.identifiers.label }), "asha@example.in in recoverlife")
  }
  const send = async () => {
    await user.click(screen.getByRole("button", { name: words.submitLabel }))
    await act(async () => jest.advanceTimersByTimeAsync(MIN_FILL_MS))
  }
  return { words, form, fillAll, send, network, user }
}

describe("the rights request form", () => {
  it("posts itself to the request endpoint as kind data-rights when the page's script has not run", () => {
    const { form } = setup()
    expect(form).toHaveAttribute("action", "/api/requests")
    expect(form).toHaveAttribute("method", "post")
    expect(form.querySelector('input[name="kind"]')).toHaveValue("data-rights")
  })

  it("offers the six rights and who the request is for", () => {
    const { words } = setup()
    const right = screen.getByRole("combobox", { name: words.fields.right.label })
    expect(
      within(right)
        .getAllByRole("option")
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(["", "access", "correction", "erasure", "nomination", "grievance", "withdraw-consent"])
    const group = screen.getByRole("group", { name: words.fields.forWhom.label })
    expect(within(group).getAllByRole("radio")).toHaveLength(2)
  })

  it("names the first missing field, focuses it and sends nothing", async () => {
    const { words, send, network } = setup()
    await send()
    expect(screen.getByRole("alert")).toHaveTextContent(words.messages.right)
    expect(screen.getByRole("combobox", { name: words.fields.right.label })).toHaveFocus()
    expect(network.fetch).not.toHaveBeenCalled()
  })

  it("focuses the first choice of who the request is for when that is what is missing", async () => {
    const { words, user, send } = setup()
    const { fields } = words
    await user.selectOptions(screen.getByRole("combobox", { name: fields.right.label }), "access")
    await user.type(screen.getByRole("textbox", { name: fields.name.label }), "Asha Rao")
    await user.type(screen.getByRole("textbox", { name: fields.email.label }), "asha@example.in")
    await user.type(screen.getByRole("textbox", { name: fields.identifiers.label }), "asha@example.in in recoverlife")
    await send()
    expect(screen.getByRole("alert")).toHaveTextContent(words.messages.forWhom)
    expect(screen.getByRole("radio", { name: words.forWhomOptions[0].label })).toHaveFocus()
  })

  it.each(["en", "hi", "kn"] as const)(
    "in %s, gives the reference and the day the answer is due once the request is stored",
    async (locale) => {
      const { words, fillAll, send, network } = setup(locale)
      await fillAll()
      await send()
      expect(network.sent[0]).toMatchObject({
        kind: "data-rights",
        locale,
        page: `/${locale}/privacy/your-rights`,
        fields: { right: "access", forWhom: "self", identifiers: "asha@example.in in recoverlife" },
      })
      const status = screen.getByRole("status")
      expect(status).toHaveTextContent("K7P2-QM4X")
      const due = formatDay(answerDueDate(Date.now(), words.answerDays), locale)
      expect(status).toHaveTextContent(due)
      expect(status).toHaveTextContent(String(words.answerDays))
    },
  )

  it("when the request cannot be stored, says so and offers the mail to the Grievance Officer, keeping what was typed", async () => {
    const { words, fillAll, send } = setup("en", endpoint("network-error"))
    await fillAll()
    await send()
    expect(screen.getByRole("alert")).toHaveTextContent(words.messages.sendFailed)
    const link = screen.getByRole("link", { name: new RegExp(OFFICER) })
    const mailto = new URL(link.getAttribute("href")!)
    expect(mailto.pathname).toBe(OFFICER)
    expect(mailto.searchParams.get("body")).toContain("asha@example.in in recoverlife")
    expect(screen.getByRole("textbox", { name: words.fields.name.label })).toHaveValue("Asha Rao")
    expect(screen.queryByText("K7P2-QM4X")).toBeNull()
  })
})
