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
  return { email: card(copy.email.title), phone: card(copy.phone.title), office: card(office.title) }
}

describe("ContactCards", () => {
  it("gives e-mail and phone with their support hours", () => {
    const { email, phone } = renderCards()
    expect(within(email).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    for (const hours of copy.email.hours) expect(email).toHaveTextContent(hours)
    expect(within(phone).getByRole("link", { name: site.phone })).toHaveAttribute("href", dialled)
    for (const hours of copy.phone.hours) expect(phone).toHaveTextContent(hours)
  })

  it("shows the head office with a map link that opens safely in a new tab", () => {
    const { office: card } = renderCards()
    expect(card).toHaveTextContent(office.address)
    const map = within(card).getByRole("link", {
      name: fillTemplate(words.opensInNewTab, { name: copy.office.mapLabel }),
    })
    expect(map).toHaveAttribute("href", office.mapLink)
    expect(map).toHaveAttribute("target", "_blank")
    expect(map).toHaveAttribute("rel", "noopener noreferrer")
  })

  it.each([
    ["e-mail", "email", copy.email.copyLabel, site.email],
    ["phone", "phone", copy.phone.copyLabel, site.phone],
  ] as const)("the %s card copies its value and announces it copied", async (_label, which, button, value) => {
    jest.useFakeTimers()
    const writeText = jest.fn().mockResolvedValue(undefined)
    setClipboard({ writeText })
    const cards = renderCards()
    const card = cards[which]
    const status = within(card).getByRole("status")
    expect(status).toBeEmptyDOMElement()

    fireEvent.click(within(card).getByRole("button", { name: button }))
    expect(await within(card).findByText(copy.copiedLabel)).toBeVisible()
    expect(writeText).toHaveBeenCalledWith(value)
    expect(status).toHaveTextContent(copy.copiedLabel)

    act(() => jest.advanceTimersByTime(COPIED_MS))
    expect(status).toBeEmptyDOMElement()
  })

  it.each([
    ["refuses", () => setClipboard({ writeText: jest.fn().mockRejectedValue(new Error("NotAllowedError")) })],
    ["is missing", () => setClipboard(undefined)],
  ])("tells the visitor to copy by hand when the clipboard %s", async (_label, arrange) => {
    arrange()
    const { email } = renderCards()
    fireEvent.click(within(email).getByRole("button", { name: copy.email.copyLabel }))
    const fallback = copy.copyFailedLabel
    expect(await within(email).findByText(fallback)).toBeVisible()
    expect(within(email).getByRole("status")).toHaveTextContent(fallback)
    expect(within(email).queryByText(copy.copiedLabel)).not.toBeInTheDocument()
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
    const inHindi = (name: string) => fillTemplate(layout.interface.opensInNewTab, { name })
    expect(screen.getByRole("link", { name: inHindi(hindi.office.mapLabel) })).toHaveAttribute("target", "_blank")
    expect(screen.getByRole("link", { name: inHindi(hindi.whatsapp.linkLabel) })).toHaveAttribute("target", "_blank")
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
