import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import InvestorsPage from "../../src/pages/investors"
import { mockStaticQueries } from "../helpers/content"
import { copy, pageProps } from "../helpers/pages"

beforeEach(() => mockStaticQueries())

const renderInvestors = () =>
  render(
    <InvestorsPage
      {...pageProps<Queries.InvestorsPageQuery>(
        { investorsPageJson: copy("investors-page.json") } as Queries.InvestorsPageQuery,
        "/investors",
      )}
    />,
  )

describe("Investors page", () => {
  it("leads with the badge and the two hero buttons", () => {
    renderInvestors()
    expect(screen.getByText("Investment Opportunity")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact")
    expect(screen.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "#opportunity")
  })

  it("has the #opportunity section with the three market cards", () => {
    renderInvestors()
    const section = screen.getByRole("region", { name: "A market ready for intelligent care" })
    expect(section).toHaveAttribute("id", "opportunity")
    const cards = within(section).getAllByRole("listitem")
    expect(cards.map((card) => card.textContent)).toEqual([
      "Growing Demand87% of healthcare executives plan AI investments",
      "Scalable Technology5x faster deployment than competitors",
      "Proven Results40% reduction in diagnostic errors",
    ])
  })

  it("explains why to invest and ends with the call to action and disclaimer", () => {
    renderInvestors()
    for (const title of ["Experienced Team", "Strategic Partnerships", "Proprietary Technology"]) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeInTheDocument()
    }
    expect(screen.getByRole("link", { name: "Start Your Investment Journey" })).toHaveAttribute("href", "/contact")
    expect(
      screen.getByText("Investment opportunities are subject to qualification and regulatory requirements."),
    ).toBeInTheDocument()
  })
})
