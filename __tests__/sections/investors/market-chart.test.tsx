import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { MarketChart, marketFigureUses } from "../../../src/sections/investors/market-chart"
import { FigureNotesProvider } from "../../../src/components/figures/figure-notes"
import { copy } from "../../helpers/pages"
import { pageFigures, withFigureLinks } from "../../helpers/content"

const market = withFigureLinks(copy<{ market: Queries.InvestorsMarketFragment }>("investors-page.json")).market
const renderChart = () =>
  render(
    <FigureNotesProvider data={pageFigures()} uses={marketFigureUses(market)}>
      <MarketChart market={market} />
    </FigureNotesProvider>,
  )

describe("MarketChart", () => {
  it("draws bars whose heights are proportional to 2.8, 3.6 and 4.5 trillion", () => {
    renderChart()
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
    renderChart()
    const table = screen.getByRole("table", { name: market.title })
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent)
    expect(rows).toEqual(["2023$2.8T", "2025$3.6T", "2027$4.5T"])
    expect(screen.getByRole("figure").querySelector("[data-bar]")?.closest("[aria-hidden='true']")).not.toBeNull()
    expect(screen.getByText(/2023 to 2027/)).toBeInTheDocument()
  })

  it("marks the projection with a link to its source from the caption", () => {
    renderChart()
    const mark = screen.getByRole("link", { name: "Source 1" })
    expect(mark).toHaveAttribute("href", "#source-1")
    expect(mark.closest("figcaption")).toHaveTextContent(market.caption)
  })
})
