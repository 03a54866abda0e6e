import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import LegalPageTemplate from "../../src/templates/legal-page"
import { loadCollection, mockStaticQueries } from "../helpers/content"
import { pageProps } from "../helpers/pages"

type Legal = Queries.LegalPageFragment & { slug: string }
const legal = (slug: string) => ({
  legalPagesJson: loadCollection<Legal>("legal-pages").find((p) => p.slug === slug),
})

beforeEach(() => mockStaticQueries())

describe("legal pages", () => {
  it("Privacy shows its heading and the commitment to protecting information", () => {
    render(<LegalPageTemplate {...pageProps(legal("privacy") as Queries.LegalPageTemplateQuery, "/privacy")} />)
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument()
    expect(screen.getByText(/committed to protecting your personal information/)).toBeInTheDocument()
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    )
  })

  it("Terms shows its heading and the agreement by using the services", () => {
    render(
      <LegalPageTemplate
        {...pageProps(legal("terms-and-conditions") as Queries.LegalPageTemplateQuery, "/terms-and-conditions")}
      />,
    )
    expect(screen.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeInTheDocument()
    expect(screen.getByText(/By using our website and services, you agree/)).toBeInTheDocument()
  })
})
