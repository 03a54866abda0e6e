import * as React from "react"
import { TextEncoder } from "util"
import { render, screen } from "@testing-library/react"
import { FeatureCards } from "../../src/components/ui/feature-card"
import { IconCard } from "../../src/components/ui/icon-card"

// The server renderer jsdom resolves (react-dom's browser build) needs a TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

// Two sections of one page with a card of the same title: ids taken from the title would collide.
const first = [
  { icon: "heart", title: "Care", description: "First" },
  { icon: "brain", title: "Insight", description: "Second" },
]
const second = [{ icon: "shield", title: "Care", description: "Third" }]
const titles = [...first, ...second].map((item) => item.title)
const page = (
  <>
    <FeatureCards items={first} />
    <FeatureCards items={second} />
  </>
)

test("each article card is named by its own heading", () => {
  render(page)
  const headings = screen.getAllByRole("heading")
  screen.getAllByRole("article").forEach((article, index) => {
    expect(article).toHaveAccessibleName(titles[index])
    // its own heading, not the first card's of that title
    expect(document.getElementById(article.getAttribute("aria-labelledby") ?? "")).toBe(headings[index])
  })
})

test("the ids of the server render hold through hydration", () => {
  const container = document.createElement("div")
  container.innerHTML = renderToString(page)
  document.body.append(container)
  const serverIds = [...container.querySelectorAll("article")].map((article) => article.getAttribute("aria-labelledby"))
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined)

  render(page, { container, hydrate: true })

  expect(error).not.toHaveBeenCalled()
  expect(screen.getAllByRole("article").map((article) => article.getAttribute("aria-labelledby"))).toEqual(serverIds)
  error.mockRestore()
})

test("a card in a list is a list item, with no name of its own", () => {
  render(
    <ul>
      <IconCard icon="heart" title="Care">
        <p>Text</p>
      </IconCard>
    </ul>,
  )
  expect(screen.getByRole("listitem")).not.toHaveAttribute("aria-labelledby")
  expect(screen.queryByRole("article")).not.toBeInTheDocument()
})
