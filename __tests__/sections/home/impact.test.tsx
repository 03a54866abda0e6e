import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { Impact, impactIcon } from "../../../src/sections/home/impact"
import { ImpactBadge } from "../../../src/sections/home/impact-badge"
import { loadCollection, loadObject } from "../../helpers/content"

const items = loadCollection<Queries.HomeImpactItemFragment>("impact-items")
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
  render(<Impact copy={page.impact} items={items} impactBadge={page.impactBadge} />)
  const section = screen.getByRole("region", { name: page.impact.title })
  const cards = within(section).getAllByRole("heading", { level: 3 })
  expect(cards.map((h) => h.textContent)).toEqual(items.map((item) => item.title))
  for (const item of items) {
    const card = screen.getByRole("heading", { level: 3, name: item.title }).closest("li") as HTMLElement
    expect(card).toHaveTextContent(item.category)
    expect(card).toHaveTextContent(item.description)
    expect(within(card).getByText(`${item.impact} Impact`)).toHaveClass(`impact--${item.impact.toLowerCase()}`)
    const stats = within(card).getAllByRole("listitem")
    expect(stats.map((li) => li.textContent)).toEqual(item.stats.map((s) => `${s.value} ${s.label}`))
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
