import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import ContactPage from "../../../src/pages/contact"
import { loadNodes, loadObject, mockStaticQueries, type NodeOf } from "../../helpers/content"
import { pageProps } from "../../helpers/pages"

beforeEach(() => mockStaticQueries())

type Query = Queries.ContactPageQuery
const data: Query = {
  contactPageJson: loadObject<Query["contactPageJson"]>("contact-page.json"),
  allOfficeLocationsJson: loadNodes<NodeOf<Query, "allOfficeLocationsJson">>("office-locations"),
}

const renderPage = () => render(<ContactPage {...pageProps(data, "/contact")} />)

describe("Contact page", () => {
  it("has one h1 and headings in order: form, cards, reassurance", () => {
    renderPage()
    const main = screen.getByRole("main")
    expect(within(main).getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(
      within(main)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["Send Us a Message", "Other Ways to Reach Us", "Why Reach Out to Us"])
  })

  it("promises a reply within 24 hours and shows the reassurance items", () => {
    renderPage()
    expect(screen.getByText(/get back to you within 24 hours/)).toBeInTheDocument()
    const reassurance = screen.getByRole("region", { name: "Why Reach Out to Us" })
    expect(
      within(reassurance)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Quick Response", "Global Reach", "Expert Support"])
    expect(reassurance).toHaveTextContent("2-4 hours during business hours")
  })

  it("sends the form to the support address from data/site.json", () => {
    renderPage()
    expect(screen.getByRole("form", { name: "Send Us a Message" })).toBeInTheDocument()
    expect(screen.getByRole("region", { name: "Other Ways to Reach Us" })).toHaveTextContent("support@example.com")
  })
})
