import * as React from "react"
import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { SEARCH_DELAY, SearchBox, type SearchCopy } from "../../../src/sections/search/search-box"
import { loadPagefind, type Pagefind } from "../../../src/sections/search/pagefind"
import { PageDataProvider } from "../../../src/hooks/page-data"
import { layoutData, loadObject } from "../../helpers/content"

jest.mock("../../../src/sections/search/pagefind", () => ({ loadPagefind: jest.fn() }))

const privacy = {
  url: "/privacy.html",
  excerpt: "Our <mark>grievance</mark> officer",
  meta: { title: "Privacy Policy" },
  filters: { type: ["legal"] },
}

function renderSearch() {
  const search = jest.fn<ReturnType<Pagefind["search"]>, [string]>(async () => ({
    results: [{ id: "privacy", data: async () => privacy }],
  }))
  jest.mocked(loadPagefind).mockResolvedValue({ search })
  render(
    <PageDataProvider pageContext={{ locale: "en" }} data={{ layout: layoutData("en") }}>
      <SearchBox copy={loadObject<SearchCopy>("search-page.json")} />
    </PageDataProvider>,
  )
  return search
}

beforeEach(() => {
  jest.useFakeTimers()
  // the words searched for are kept in the history entry (a reload searches again): start each test without
  window.history.replaceState(null, "")
})
afterEach(() => jest.useRealTimers())

test("a search sent with Enter runs once: the typing pause that follows starts no second one", async () => {
  const user = userEvent.setup({ delay: null })
  const search = renderSearch()
  await user.type(screen.getByRole("searchbox"), "grievance{Enter}")
  await act(async () => {
    await jest.advanceTimersByTimeAsync(SEARCH_DELAY * 3)
  })
  expect(search.mock.calls).toEqual([["grievance"]])
  expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy")
})

test("typing alone runs the search once the typing pauses", async () => {
  const user = userEvent.setup({ delay: null })
  const search = renderSearch()
  await user.type(screen.getByRole("searchbox"), "grievance")
  expect(search).not.toHaveBeenCalled()
  await act(async () => {
    await jest.advanceTimersByTimeAsync(SEARCH_DELAY)
  })
  expect(search.mock.calls).toEqual([["grievance"]])
})
