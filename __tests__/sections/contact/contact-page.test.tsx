import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import ContactPage from "../../../src/pages/contact"
import { loadNodes, loadObject, mockStaticQueries, type NodeOf } from "../../helpers/content"
import { pageProps, type TestData } from "../../helpers/pages"

beforeEach(() => mockStaticQueries())

type Query = Queries.ContactPageQuery
const data: TestData<Query> = {
  contactPageJson: loadObject<Query["contactPageJson"]>("contact-page.json"),
  allOfficeLocationsJson: loadNodes<NodeOf<Query, "allOfficeLocationsJson">>("office-locations"),
  emergencyNoticeJson: loadObject<Query["emergencyNoticeJson"]>("emergency-notice.json"),
  grievanceOfficerJson: loadObject<Query["grievanceOfficerJson"]>("grievance-officer.json"),
  english: loadObject<Query["english"]>("contact-page.json"),
}

const copy = data.contactPageJson!
const site = loadObject<{ email: string; legalName: string }>("site.json")

const renderPage = () => render(<ContactPage {...pageProps(data, "/contact")} />)

describe("Contact page", () => {
  it("has one h1 and headings in order: emergency, form, cards, Grievance Officer, reassurance", () => {
    renderPage()
    const main = screen.getByRole("main")
    expect(within(main).getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(
      within(main)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      data.emergencyNoticeJson!.title,
      copy.form.title,
      copy.cards.title,
      data.grievanceOfficerJson!.title,
      copy.reassurance.title,
    ])
  })

  it("says the form is not for emergencies and offers 112 and 108 to call", () => {
    renderPage()
    const notice = screen.getByRole("region", { name: data.emergencyNoticeJson!.title })
    expect(within(notice).getByRole("link", { name: "Call 112" })).toHaveAttribute("href", "tel:112")
    expect(within(notice).getByRole("link", { name: "Call 108" })).toHaveAttribute("href", "tel:108")
  })

  it("names the Grievance Officer with e-mail, phone, postal address and response time", () => {
    renderPage()
    const officerData = data.grievanceOfficerJson!
    const officer = screen.getByRole("region", { name: officerData.title })
    expect(within(officer).getByText(officerData.name)).toBeInTheDocument()
    expect(within(officer).getByRole("link", { name: officerData.email })).toHaveAttribute(
      "href",
      `mailto:${officerData.email}`,
    )
    expect(within(officer).getByText(officerData.responseTime)).toBeInTheDocument()
    expect(within(officer).getByText(new RegExp(`${officerData.title}, ${site.legalName}`))).toBeInTheDocument()
  })

  it("promises a reply within 24 hours and shows the reassurance items", () => {
    renderPage()
    expect(screen.getByText(/get back to you within 24 hours/)).toBeInTheDocument()
    const reassurance = screen.getByRole("region", { name: copy.reassurance.title })
    expect(
      within(reassurance)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Quick Response", "Global Reach", "Expert Support"])
    expect(reassurance).toHaveTextContent("2-4 hours during business hours")
  })

  it("sends the form to the support address from data/site/", () => {
    renderPage()
    expect(screen.getByRole("form", { name: copy.form.title })).toBeInTheDocument()
    expect(screen.getByRole("region", { name: copy.cards.title })).toHaveTextContent(site.email)
  })

  it("names the form's landmark once: no region around it under the same name", () => {
    renderPage()
    expect(screen.getByRole("form", { name: copy.form.title })).toBeInTheDocument()
    expect(screen.queryByRole("region", { name: copy.form.title })).not.toBeInTheDocument()
  })
})
