import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { Layout } from "../../src/components/layout/layout"
import * as pageData from "../../src/hooks/page-data"
import { mockStaticQueries } from "../helpers/content"

beforeEach(() => mockStaticQueries())
afterEach(() => jest.restoreAllMocks())

const renderLayout = () =>
  render(
    <Layout pathname="/about">
      <h1>About</h1>
    </Layout>,
  )

describe("the preview notice", () => {
  it("tops the main content of a host's preview build", () => {
    const page = pageData.usePageData()
    const notice = "Preview: 3 facts still missing."
    jest.spyOn(pageData, "usePageData").mockReturnValue({ ...page, layout: { ...page.layout, previewNotice: notice } })
    renderLayout()
    const main = screen.getByRole("main")
    expect(within(main).getByRole("note")).toHaveTextContent(notice)
    expect(main.firstElementChild).toBe(within(main).getByRole("note"))
  })

  it("is absent from every other build", () => {
    renderLayout()
    expect(within(screen.getByRole("main")).queryByRole("note")).not.toBeInTheDocument()
  })
})
