import * as React from "react"
import { graphql } from "gatsby"
import { barPercentages } from "../../lib/chart"
import { FigureMark } from "../../components/figures/figure-notes"
import type { FigureUse } from "../../lib/figures"
import * as styles from "./market-chart.module.css"

export interface MarketChartProps {
  market: Queries.InvestorsMarketFragment
}

const MARKET_AT = "market"

/** Where the projection's figure stands, for the page's list of sources: its caption. */
export const marketFigureUses = (market: MarketChartProps["market"]): FigureUse[] => [
  { figure: market.figure.jsonId, at: MARKET_AT },
]

/**
 * The healthcare market projection as CSS bars, heights proportional to the values. The drawing is
 * hidden from assistive technology; a visually hidden table carries the same figures.
 */
export function MarketChart({ market }: MarketChartProps) {
  const heights = barPercentages(market.bars.map((bar) => bar.value))
  return (
    <figure className={styles.chart} aria-labelledby="market-title">
      <h3 id="market-title" className={styles.title}>
        {market.title}
      </h3>
      <div className={styles.plot} aria-hidden="true">
        {market.bars.map((bar, index) => (
          <div key={bar.year} className={styles.column}>
            <span className={styles.bar} style={{ height: `${heights[index]}%` }} data-bar={bar.year}>
              <span className={styles.value}>{bar.label}</span>
            </span>
          </div>
        ))}
      </div>
      <div className={styles.years} aria-hidden="true">
        {market.bars.map((bar) => (
          <span key={bar.year}>{bar.year}</span>
        ))}
      </div>
      <table className="visually-hidden">
        <caption>{market.title}</caption>
        <thead>
          <tr>
            <th scope="col">{market.yearHeader}</th>
            <th scope="col">{market.valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {market.bars.map((bar) => (
            <tr key={bar.year}>
              <th scope="row">{bar.year}</th>
              <td>{bar.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className={styles.caption}>
        {market.caption}
        <FigureMark figure={market.figure.jsonId} at={MARKET_AT} />
      </figcaption>
    </figure>
  )
}

export const query = graphql`
  fragment InvestorsMarket on InvestorsMarket {
    title
    figure {
      jsonId
    }
    caption
    yearHeader
    valueHeader
    bars {
      year
      value
      label
    }
  }
`
