import * as React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { COPIED_MS } from "../../../src/sections/contact/copy-button"
import { ContactCards } from "../../../src/sections/contact/contact-cards"
import { fillTemplate } from "../../../src/lib/text"
import * as pageData from "../../../src/hooks/page-data"
import { layoutData, loadCollection, loadObject } from "../../helpers/content"

const copy = loadObject<{ cards: Queries.ContactCardsSectionFragment }>("contact-page.json").cards
const office = loadCollection<Queries.ContactOfficeFragment>("office-locations")[0]
const site = loadObject<{ email: string; phone: string; whatsappNumber?: string }>("site.json")
const words = layoutData().interface
/** The number a tel: link dials: digits and the leading +. */
const dialled = `tel:${site.phone.replace(/[^\d+]/g, "")}`

const setClipboard = (value: unknown) =>
  Object.defineProperty(navigator, "clipboard", { value, configurable: true, writable: true })

afterEach(() => {
  setClipboard(undefined)
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const renderCards = (whatsappNumber?: string | null) => {
  render(
    <ContactCards copy={copy} email={site.email} phone={site.phone} whatsappNumber={whatsappNumber} office={office} />,
  )
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

  it("says in the page's language that the map and WhatsApp links open a new tab", () => {
    const layout = layoutData("hi")
    jest.spyOn(pageData, "usePageData").mockReturnValue({ locale: "hi", layout, alternates: {} })
    const hindi = loadObject<{ cards: Queries.ContactCardsSectionFragment }>("contact-page.json", "hi").cards
    const hindiOffice = loadCollection<Queries.ContactOfficeFragment>("office-locations", "hi")[0]
    render(
      <ContactCards
        copy={hindi}
        email={site.email}
        phone={site.phone}
        whatsappNumber="+91 98765 43210"
        office={hindiOffice}
      />,
    )
    expect(screen.getByRole("link", { name: "मैप पर देखें (नए टैब में खुलता है)" })).toHaveAttribute("target", "_blank")
    expect(screen.getByRole("link", { name: "WhatsApp पर चैट करें (नए टैब में खुलता है)" })).toHaveAttribute("target", "_blank")
  })

  describe("WhatsApp", () => {
    const whatsApp = () =>
      screen.getByRole("heading", { level: 3, name: copy.whatsapp.title }).closest("li") as HTMLElement

    it("links the number's digits at wa.me, opening in a new tab, safely", () => {
      renderCards("+91 98765 43210")
      const link = within(whatsApp()).getByRole("link", { name: new RegExp(copy.whatsapp.linkLabel) })
      expect(link).toHaveAttribute("href", "https://wa.me/919876543210")
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    })

    it("names the link with the site's new-tab hint", () => {
      renderCards("+91 98765 43210")
      const name = fillTemplate(words.opensInNewTab, { name: copy.whatsapp.linkLabel })
      expect(name).toBe("Chat on WhatsApp (opens in a new tab)")
      expect(within(whatsApp()).getByRole("link", { name })).toBeInTheDocument()
    })

    it("says not to send health details or emergencies, before the link and as its description", () => {
      renderCards("+91 98765 43210")
      const caution = within(whatsApp()).getByText(copy.whatsapp.caution)
      expect(caution).toHaveTextContent(/health details/)
      expect(caution).toHaveTextContent(/emergencies/)
      const link = within(whatsApp()).getByRole("link")
      expect(caution.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
      expect(link).toHaveAccessibleDescription(copy.whatsapp.caution)
    })

    it("is offered with the number in the site's data", () => {
      expect(site.whatsappNumber).toBeTruthy()
      renderCards(site.whatsappNumber)
      expect(within(whatsApp()).getByRole("link")).toHaveAttribute(
        "href",
        `https://wa.me/${site.whatsappNumber!.replace(/\D/g, "")}`,
      )
    })

    it.each([undefined, null, ""])("is not offered without a number (%p)", (number) => {
      renderCards(number)
      expect(screen.queryByRole("heading", { name: copy.whatsapp.title })).not.toBeInTheDocument()
      expect(screen.queryByText(copy.whatsapp.caution)).not.toBeInTheDocument()
      expect(screen.getAllByRole("link").filter((link) => link.getAttribute("href")?.includes("wa.me"))).toEqual([])
      expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
        copy.email.title,
        copy.phone.title,
        office.title,
      ])
    })
  })
})
