import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import InvestorsPage from "../../src/pages/investors"
import { mockStaticQueries, pageFigures, withFigureLinks } from "../helpers/content"
import { copy, pageProps } from "../helpers/pages"
import investors from "../fixtures/content/investors-page/investors-page.en.json"

const { hero, opportunity, whyInvest, cta, market } = investors
const figures = pageFigures().figures.nodes
const valueOf = (key: string) => figures.find((figure) => figure.jsonId === key)!.value

beforeEach(() => mockStaticQueries())

const renderInvestors = () =>
  render(
    <InvestorsPage
      {...pageProps<Queries.InvestorsPageQuery>(
        {
          ...pageFigures(),
          investorsPageJson: withFigureLinks(copy("investors-page.json")),
        } as Queries.InvestorsPageQuery,
        "/investors",
      )}
    />,
  )

describe("Investors page", () => {
  it("leads with the badge and the two hero buttons, the second named by where it goes", () => {
    renderInvestors()
    expect(screen.getByText(hero.badge)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: hero.primaryLabel })).toHaveAttribute("href", "/contact")
    const learnMore = screen.getByRole("link", { name: `${hero.secondaryLabel} ${hero.secondaryContext}` })
    expect(learnMore).toHaveAttribute("href", "#opportunity")
    expect(learnMore).toHaveTextContent(hero.secondaryLabel)
  })

  it("has the #opportunity section with a card for each market figure", () => {
    renderInvestors()
    const section = screen.getByRole("region", { name: opportunity.title })
    expect(section).toHaveAttribute("id", "opportunity")
    const cards = within(section).getAllByRole("listitem")
    expect(cards.map((card) => card.textContent)).toEqual(
      opportunity.cards.map((card, index) => `${card.title}${valueOf(card.figure)}${index + 1} ${card.description}`),
    )
  })

  it("marks each figure with a link to its source, and lists the sources with a link back", () => {
    renderInvestors()
    const keys = [...opportunity.cards.map((card) => card.figure), market.figure]
    const { figureWords } = pageFigures()
    const list = screen.getByRole("region", { name: figureWords!.title })
    keys.forEach((key, index) => {
      const mark = screen.getByRole("link", { name: `Source ${index + 1}` })
      expect(mark).toHaveAttribute("href", `#source-${index + 1}`)
      const item = list.querySelector(`#source-${index + 1}`) as HTMLElement
      expect(item).toHaveTextContent(valueOf(key))
      expect(
        within(item).getByRole("link", { name: `${figureWords!.backLabel}: ${valueOf(key)}, Source ${index + 1}` }),
      ).toHaveAttribute("href", `#${mark.id}`)
    })
  })

  it("explains why to invest and ends with the call to action and disclaimer", () => {
    renderInvestors()
    for (const { title } of whyInvest.items) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeInTheDocument()
    }
    expect(screen.getByRole("link", { name: cta.label })).toHaveAttribute("href", "/contact")
    expect(screen.getByText(cta.disclaimer)).toBeInTheDocument()
  })
})
