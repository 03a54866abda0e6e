import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { FigureNotesProvider, usePageFigures } from "../../src/components/figures/figure-notes"
import { Sources } from "../../src/components/figures/sources"
import { StatList } from "../../src/components/ui/stat-list"
import { figureUses } from "../../src/lib/figures"
import { pageFigures } from "../helpers/content"

const data = pageFigures()
const words = data.figureWords!
const figureOf = (key: string) => data.figures.nodes.find((figure) => figure.jsonId === key)!
const published = data.figures.nodes.find((figure) => figure.source)!
const stats = [
  { figure: { jsonId: "accuracy" }, label: "Accuracy" },
  { figure: { jsonId: published.jsonId }, label: "A published figure", note: "which is which" },
  { figure: { jsonId: "accuracy" }, label: "Prediction accuracy" },
]

const renderPage = (list = stats) =>
  render(
    <FigureNotesProvider data={data} uses={figureUses("hero", list)}>
      <StatList stats={list} figuresAt="hero" />
      <Sources />
    </FigureNotesProvider>,
  )

test("a figure stands with its value and a mark named for its source, linking to it in the list", () => {
  renderPage()
  const mark = screen.getAllByRole("link", { name: "Source 1" })[0]
  expect(mark.closest("dd")).toHaveTextContent(`${figureOf("accuracy").value}1`)
  expect(mark).toHaveAttribute("href", "#source-1")
  expect(screen.getByRole("link", { name: "Source 2" })).toHaveAttribute("href", "#source-2")
})

test("the list of sources gives each figure once, with what it measures, its basis and date, and links back", () => {
  renderPage()
  const region = screen.getByRole("region", { name: words.title })
  expect(region).toHaveTextContent(words.showLabel.replace("{count}", "2"))
  const items = region.querySelectorAll("ol > li")
  expect([...items].map((item) => item.id)).toEqual(["source-1", "source-2"])
  const accuracy = items[0] as HTMLElement
  const figure = figureOf("accuracy")
  for (const text of [figure.value, figure.measures, figure.basis, figure.date])
    expect(accuracy).toHaveTextContent(text)
  // shown twice: a link back to each place
  const backs = within(accuracy).getAllByRole("link")
  expect(backs.map((link) => link.getAttribute("href"))).toEqual(["#figure-hero-1", "#figure-hero-3"])
  // each named alone by the figure, its mark and the place: a list of links tells them apart
  expect(backs[1]).toHaveAccessibleName(`${words.backLabel}: ${figure.value}, Source 1 (2)`)
  expect(document.getElementById("figure-hero-3")).toHaveAccessibleName("Source 1")
})

test("a published source links its basis; the few words of a note stand under the label", () => {
  renderPage()
  const item = document.getElementById("source-2") as HTMLElement
  expect(within(item).getByRole("link", { name: published.basis })).toHaveAttribute("href", published.source)
  expect(screen.getByText("which is which").tagName).toBe("DD")
})

test("a figure outside a page that lists its figures fails, naming the missing key", () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  const unknown = [{ figure: { jsonId: "no-such-figure" }, label: "Unknown" }]
  expect(() => renderPage(unknown)).toThrow('No figure "no-such-figure"')
  expect(() => render(<StatList stats={unknown} figuresAt="hero" />)).toThrow(/FigureNotesProvider/)
})

test("a page that renders again with the same figures keeps its notes: the list is compared by what it says", () => {
  const seen = new Set<unknown>()
  function Notes() {
    seen.add(usePageFigures())
    return null
  }
  const page = () => (
    <FigureNotesProvider data={data} uses={figureUses("hero", stats)}>
      <Notes />
    </FigureNotesProvider>
  )
  const { rerender } = render(page())
  rerender(page())
  expect(seen.size).toBe(1)
  rerender(
    <FigureNotesProvider data={data} uses={figureUses("hero", stats.slice(1))}>
      <Notes />
    </FigureNotesProvider>,
  )
  expect(seen.size).toBe(2)
})
