import * as React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { NewsletterForm } from "../../src/components/footer/newsletter-form"
import { layoutData } from "../helpers/content"

/** The form's English words, from data/interface/interface.en.json. */
const copy = layoutData().interface.newsletter
import { XSRF_HEADER, type HttpClient } from "../../src/lib/http-client"

let info: jest.SpyInstance
let warn: jest.SpyInstance
beforeEach(() => {
  info = jest.spyOn(console, "info").mockImplementation(() => {})
  warn = jest.spyOn(console, "warn").mockImplementation(() => {})
})
afterEach(() => {
  jest.restoreAllMocks()
  delete process.env.GATSBY_NEWSLETTER_ENDPOINT
})

const fakeClient = (post: HttpClient["post"]): HttpClient => ({ post, get: jest.fn(), request: jest.fn() })

function setup(props: Partial<React.ComponentProps<typeof NewsletterForm>> = {}) {
  const user = userEvent.setup()
  render(<NewsletterForm product="Lifelane" copy={copy} {...props} />)
  const form = screen.getByRole("form", { name: "Stay Updated with Lifelane" })
  const input = screen.getByRole("textbox", { name: "Email address" })
  const subscribe = async (email: string) => {
    await user.clear(input)
    if (email) await user.type(input, email)
    await user.click(screen.getByRole("button", { name: "Subscribe" }))
  }
  return { form, input, subscribe }
}

describe("NewsletterForm without an endpoint (the spec's behaviour)", () => {
  it("keeps the markup: heading, text, required e-mail input, Subscribe", () => {
    const { form, input } = setup()
    expect(within(form).getByRole("heading", { name: "Stay Updated with Lifelane" })).toBeInTheDocument()
    expect(form).toHaveTextContent("Get the latest insights on AI-powered healthcare innovations and industry trends.")
    expect(input).toHaveAttribute("placeholder", "Enter your email")
    expect(input).toBeRequired()
    expect(within(form).getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "submit")
  })

  it.each(["", "a@b", "a b@c.d", "@b.c"])("writes %j as invalid to the console only", async (email) => {
    const post = jest.fn()
    const { form, subscribe } = setup({ client: fakeClient(post) })
    await subscribe(email)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Please enter a valid email address"))
    expect(info).not.toHaveBeenCalled()
    expect(post).not.toHaveBeenCalled()
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument()
    expect(within(form).queryByRole("status")).not.toBeInTheDocument()
  })

  it("writes a valid address to the console only: nothing shown, stored or sent", async () => {
    const post = jest.fn()
    const { form, input, subscribe } = setup({ client: fakeClient(post) })
    await subscribe("a@b.c")
    expect(info).toHaveBeenCalledWith(expect.any(String), "a@b.c")
    expect(warn).not.toHaveBeenCalled()
    expect(post).not.toHaveBeenCalled()
    expect(within(form).queryByRole("status")).not.toBeInTheDocument()
    expect(input).toHaveValue("a@b.c")
  })
})

describe("NewsletterForm with GATSBY_NEWSLETTER_ENDPOINT", () => {
  it("POSTs a valid address as JSON and announces the subscription", async () => {
    let resolve: () => void = () => {}
    const post = jest.fn(() => new Promise<Response>((r) => (resolve = () => r({ ok: true } as Response))))
    const { form, input, subscribe } = setup({ endpoint: "/api/newsletter", client: fakeClient(post) })
    await subscribe("a@b.c")
    expect(post).toHaveBeenCalledWith("/api/newsletter", { email: "a@b.c" })
    expect(within(form).getByRole("button", { name: "Subscribe" })).toBeDisabled()
    resolve()
    await waitFor(() => expect(within(form).getByRole("status")).toHaveTextContent(/Thank you for subscribing/))
    expect(input).toHaveValue("")
    expect(within(form).getByRole("button", { name: "Subscribe" })).toBeEnabled()
  })

  it("asks to retry when the endpoint fails, keeping the address", async () => {
    const post = jest.fn().mockRejectedValue(new Error("HTTP 503"))
    const { form, input, subscribe } = setup({ endpoint: "/api/newsletter", client: fakeClient(post) })
    await subscribe("a@b.c")
    await waitFor(() => expect(within(form).getByRole("alert")).toHaveTextContent(/Please try again/))
    expect(input).toHaveValue("a@b.c")
  })

  it("shows the invalid-address message and sends nothing", async () => {
    const post = jest.fn()
    const { form, input, subscribe } = setup({ endpoint: "/api/newsletter", client: fakeClient(post) })
    await subscribe("a@b")
    expect(within(form).getByRole("alert")).toHaveTextContent("Please enter a valid email address")
    expect(input).toHaveAttribute("aria-invalid", "true")
    expect(input).toHaveFocus()
    expect(post).not.toHaveBeenCalled()
  })

  it("reads the build-time variable and goes through the HTTP client with the anti-forgery header", async () => {
    process.env.GATSBY_NEWSLETTER_ENDPOINT = "/api/newsletter"
    const fetch = jest.fn().mockResolvedValue({ ok: true, status: 204 })
    window.fetch = fetch
    document.cookie = "XSRF-TOKEN=abc123"
    const { form, subscribe } = setup()
    await subscribe("a@b.c")
    await waitFor(() => expect(within(form).getByRole("status")).toHaveTextContent(/Thank you/))
    expect(fetch).toHaveBeenCalledWith(
      "/api/newsletter",
      expect.objectContaining({ method: "POST", body: '{"email":"a@b.c"}' }),
    )
    expect(fetch.mock.calls[0][1].headers[XSRF_HEADER]).toBe("abc123")
  })
})
