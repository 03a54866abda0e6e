import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { Impact, impactFigureUses, impactIcon } from "../../../src/sections/home/impact"
import { FigureNotesProvider } from "../../../src/components/figures/figure-notes"
import { ImpactBadge } from "../../../src/sections/home/impact-badge"
import { loadCollection, loadObject, pageFigures, withFigureLinks } from "../../helpers/content"

const items = withFigureLinks(loadCollection<Queries.HomeImpactItemFragment>("impact-items"))
const figures = pageFigures()
const valueOf = (key: string) => figures.figures.nodes.find((figure) => figure.jsonId === key)!.value
const page = loadObject<{ impactBadge: string; impact: Queries.SectionIntroFragment }>("home-page.json")

test.each([
  ["Critical", "critical", "Critical Impact", "impact--critical"],
  ["High", "high", "High Impact", "impact--high"],
  ["Medium", "medium", "Medium Impact", "impact--medium"],
  ["Low", "low", "Low Impact", "impact--low"],
])("a %s level (key %s) reads %j and carries the %s modifier", (level, levelKey, text, modifier) => {
  render(<ImpactBadge level={level} levelKey={levelKey} template={page.impactBadge} />)
  const badge = screen.getByText(text)
  expect(badge).toHaveClass(modifier)
})

test("renders one card per impact item with category, title, description, stats and badge", () => {
  render(
    <FigureNotesProvider data={figures} uses={impactFigureUses(items)}>
      <Impact copy={page.impact} items={items} impactBadge={page.impactBadge} />
    </FigureNotesProvider>,
  )
  const section = screen.getByRole("region", { name: page.impact.title })
  const cards = within(section).getAllByRole("heading", { level: 3 })
  expect(cards.map((h) => h.textContent)).toEqual(items.map((item) => item.title))
  for (const item of items) {
    const card = screen.getByRole("heading", { level: 3, name: item.title }).closest("li") as HTMLElement
    expect(card).toHaveTextContent(item.category)
    expect(card).toHaveTextContent(item.description)
    expect(within(card).getByText(`${item.impact} Impact`)).toHaveClass(`impact--${item.impact.toLowerCase()}`)
    const stats = within(card).getAllByRole("listitem")
    // each figure's value (before its mark) and its label (before its note)
    const shown = stats.map((li) =>
      [li.querySelector("strong"), li.querySelector("span")].map((e) => e?.firstChild?.textContent),
    )
    expect(shown).toEqual(item.stats.map((s) => [valueOf(s.figure.jsonId), s.label]))
  }
})

test("each of the ids 1 to 4 has its own icon", () => {
  const icons = [1, 2, 3, 4].map(impactIcon)
  expect(new Set(icons).size).toBe(4)
  expect(icons).not.toContain("sparkles")
})

test("a translated level keeps its colour: the modifier comes from the key, the words from the language", () => {
  render(<ImpactBadge level="गंभीर" levelKey="critical" template="{impact} प्रभाव" />)
  expect(screen.getByText("गंभीर प्रभाव")).toHaveClass("impact--critical")
})
