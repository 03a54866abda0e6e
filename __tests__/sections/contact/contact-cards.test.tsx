import * as React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { COPIED_MS } from "../../../src/sections/contact/copy-button"
import { ContactCards } from "../../../src/sections/contact/contact-cards"
import { loadCollection, loadObject } from "../../helpers/content"

const copy = loadObject<{ cards: Queries.ContactCardsSectionFragment }>("contact-page.json").cards
const office = loadCollection<Queries.ContactOfficeFragment>("office-locations")[0]
const site = loadObject<{ email: string; phone: string }>("site.json")
/** The number a tel: link dials: digits and the leading +. */
const dialled = `tel:${site.phone.replace(/[^\d+]/g, "")}`

const setClipboard = (value: unknown) =>
  Object.defineProperty(navigator, "clipboard", { value, configurable: true, writable: true })

afterEach(() => {
  setClipboard(undefined)
  jest.useRealTimers()
})

const renderCards = () => {
  render(<ContactCards copy={copy} email={site.email} phone={site.phone} office={office} />)
  const card = (title: string) => screen.getByRole("heading", { level: 3, name: title }).closest("li") as HTMLElement
  return { email: card("Email Support"), phone: card("Phone Support"), office: card("Head Office") }
}

describe("ContactCards", () => {
  it("gives e-mail and phone with their support hours", () => {
    const { email, phone } = renderCards()
    expect(within(email).getByRole("link", { name: "support@example.com" })).toHaveAttribute(
      "href",
      "mailto:support@example.com",
    )
    expect(email).toHaveTextContent("Monday to Friday 9 AM-6 PM IST")
    expect(within(phone).getByRole("link", { name: site.phone })).toHaveAttribute("href", dialled)
    expect(phone).toHaveTextContent("Monday to Friday 9 AM-6 PM IST")
    expect(phone).toHaveTextContent("Saturday 10 AM-2 PM IST")
  })

  it("shows the head office with a map link that opens safely in a new tab", () => {
    const { office: card } = renderCards()
    expect(card).toHaveTextContent("Bangalore, Karnataka")
    const map = within(card).getByRole("link", { name: /View on Map/ })
    expect(map).toHaveAttribute("href", office.mapLink)
    expect(map).toHaveAttribute("target", "_blank")
    expect(map).toHaveAttribute("rel", "noopener noreferrer")
    expect(map).toHaveAccessibleName("View on Map (opens in a new tab)")
  })

  it.each([
    ["Email Support", "Copy email address", "support@example.com"],
    ["Phone Support", "Copy phone number", site.phone],
  ])("the %s card copies its value and announces 'Copied'", async (title, button, value) => {
    jest.useFakeTimers()
    const writeText = jest.fn().mockResolvedValue(undefined)
    setClipboard({ writeText })
    const cards = renderCards()
    const card = title === "Email Support" ? cards.email : cards.phone
    const status = within(card).getByRole("status")
    expect(status).toBeEmptyDOMElement()

    fireEvent.click(within(card).getByRole("button", { name: button }))
    expect(await within(card).findByText("Copied")).toBeVisible()
    expect(writeText).toHaveBeenCalledWith(value)
    expect(status).toHaveTextContent("Copied")

    act(() => jest.advanceTimersByTime(COPIED_MS))
    expect(status).toBeEmptyDOMElement()
  })

  it.each([
    ["refuses", () => setClipboard({ writeText: jest.fn().mockRejectedValue(new Error("NotAllowedError")) })],
    ["is missing", () => setClipboard(undefined)],
  ])("tells the visitor to copy by hand when the clipboard %s", async (_label, arrange) => {
    arrange()
    const { email } = renderCards()
    fireEvent.click(within(email).getByRole("button", { name: "Copy email address" }))
    const fallback = "Couldn't copy automatically. Please select the text and copy it yourself."
    expect(await within(email).findByText(fallback)).toBeVisible()
    expect(within(email).getByRole("status")).toHaveTextContent(fallback)
    expect(within(email).queryByText("Copied")).not.toBeInTheDocument()
  })
})
