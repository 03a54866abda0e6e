import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Faq, faqFigureUses } from "../../../src/sections/home/faq"
import { FigureNotesProvider } from "../../../src/components/figures/figure-notes"
import { figureValuesIn, loadCollection, loadObject, pageFigures, textWithoutMarks } from "../../helpers/content"
import { withMarkdown } from "../../helpers/markdown"

/** The answers as written in data/home-page/ (`faq.items`, Markdown), and as the page query returns them. */
const sources = loadCollection<{ jsonId: number; title: string; body: string }>("faqs")
let faqs: Queries.HomeFaqFragment[] = []
beforeAll(() => {
  faqs = withMarkdown(sources, "body")
})
const copy = loadObject<{ faq: Queries.SectionIntroFragment }>("home-page.json").faq
const textOf = (html: string) => Object.assign(document.createElement("div"), { innerHTML: html }).textContent ?? ""

const questionButton = (index: number) => screen.getByRole("button", { name: faqs[index].title })
const expanded = () =>
  screen
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-expanded") === "true")
    .map((b) => b.textContent)

function renderFaq() {
  render(
    <FigureNotesProvider data={pageFigures()} uses={faqFigureUses(faqs)}>
      <Faq copy={copy} faqs={faqs} />
    </FigureNotesProvider>,
  )
}

test("renders every question as a collapsed button that controls a region labelled by it", () => {
  renderFaq()
  expect(screen.getByRole("heading", { level: 2, name: copy.title })).toBeInTheDocument()
  expect(screen.getAllByRole("button")).toHaveLength(7)
  for (const i of faqs.keys()) {
    const button = questionButton(i)
    expect(button).toHaveAttribute("aria-expanded", "false")
    const region = document.getElementById(button.getAttribute("aria-controls") ?? "")
    expect(region).toHaveAttribute("role", "region")
    expect(region).toHaveAttribute("aria-labelledby", button.id)
    // the answer is in the markup even while closed (server HTML, search engines, no-JS visitors), as
    // the build renders it (a control the answer names, {label:subject.pricing}, in the form's words)
    expect(textWithoutMarks(region!)).toBe(figureValuesIn(textOf(faqs[i].body.html)))
  }
})

test("none → A → B (A closes) → B again → none", async () => {
  const user = userEvent.setup()
  renderFaq()
  expect(expanded()).toEqual([])

  await user.click(questionButton(0))
  expect(expanded()).toEqual([faqs[0].title])
  expect(screen.getByRole("region", { name: faqs[0].title })).toHaveAttribute("data-open", "true")

  await user.click(questionButton(1))
  expect(expanded()).toEqual([faqs[1].title])
  expect(questionButton(0)).toHaveAttribute("aria-expanded", "false")

  await user.click(questionButton(1))
  expect(expanded()).toEqual([])
})

test("works from the keyboard", async () => {
  const user = userEvent.setup()
  renderFaq()
  questionButton(2).focus()
  await user.keyboard("{Enter}")
  expect(questionButton(2)).toHaveAttribute("aria-expanded", "true")
  // the open answer's figure mark, a link to its source, then the next question
  await user.tab()
  expect(document.activeElement).toHaveAccessibleName(/^Source \d+$/)
  await user.tab()
  await user.keyboard(" ")
  expect(expanded()).toEqual([faqs[3].title])
  await user.keyboard(" ")
  expect(expanded()).toEqual([])
})

test("the pricing answer states the plans", () => {
  renderFaq()
  const pricing = screen.getByRole("region", { name: /cost/i, hidden: true })
  expect(within(pricing).getByText(/₹199 per month/)).toBeInTheDocument()
  expect(pricing).toHaveTextContent(/basic plan for individuals/)
  expect(pricing).toHaveTextContent(/custom quotes for enterprise/)
})
