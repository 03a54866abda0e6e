import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { MarketChart } from "../../../src/sections/investors/market-chart"
import { copy } from "../../helpers/pages"

const market = copy<{ market: Queries.InvestorsMarketFragment }>("investors-page.json").market

describe("MarketChart", () => {
  it("draws bars whose heights are proportional to 2.8, 3.6 and 4.5 trillion", () => {
    render(<MarketChart market={market} />)
    const figure = screen.getByRole("figure", { name: market.title })
    const heights = Array.from(figure.querySelectorAll<HTMLElement>("[data-bar]")).map((bar) =>
      parseFloat(bar.style.height),
    )
    expect(heights).toHaveLength(3)
    expect(heights[2]).toBe(100)
    expect(heights[0] / heights[2]).toBeCloseTo(2.8 / 4.5, 2)
    expect(heights[1] / heights[2]).toBeCloseTo(3.6 / 4.5, 2)
  })

  it("gives screen readers the figures as a table, and hides the drawing", () => {
    render(<MarketChart market={market} />)
    const table = screen.getByRole("table", { name: market.title })
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent)
    expect(rows).toEqual(["2023$2.8T", "2025$3.6T", "2027$4.5T"])
    expect(screen.getByRole("figure").querySelector("[data-bar]")?.closest("[aria-hidden='true']")).not.toBeNull()
    expect(screen.getByText(/2023 to 2027/)).toBeInTheDocument()
  })
})
