import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { Pagination } from "../../src/components/pagination/pagination"
import { loadObject } from "../helpers/content"
import { helmetHead } from "../helpers/head"

const copy = loadObject<{ pagination: Queries.PaginationFragment }>("blog-page.json").pagination

const renderPage = (currentPage: number, pageCount: number) =>
  render(<Pagination base="/blog" pageInfo={{ currentPage, pageCount }} copy={copy} />)

test("an index of one page shows no page links", () => {
  renderPage(1, 1)
  expect(screen.queryByRole("navigation")).not.toBeInTheDocument()
})

test("a middle page links to both neighbours as plain links, in a named nav, and says which page it is", () => {
  renderPage(2, 3)
  const nav = within(screen.getByRole("navigation", { name: copy.label }))
  expect(nav.getByRole("link", { name: new RegExp(copy.previousLabel) })).toHaveAttribute("href", "/blog")
  expect(nav.getByRole("link", { name: new RegExp(copy.nextLabel) })).toHaveAttribute("href", "/blog/3")
  expect(nav.getByText("Page 2 of 3")).toHaveAttribute("aria-current", "page")
  expect(helmetHead().link("prev")).toBe("/blog")
  expect(helmetHead().link("next")).toBe("/blog/3")
})

test("the first page has no previous link and the last no next link", () => {
  const { unmount } = renderPage(1, 2)
  expect(screen.queryByRole("link", { name: new RegExp(copy.previousLabel) })).not.toBeInTheDocument()
  unmount()
  renderPage(2, 2)
  expect(screen.queryByRole("link", { name: new RegExp(copy.nextLabel) })).not.toBeInTheDocument()
})
