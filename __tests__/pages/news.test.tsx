import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import NewsPage from "../../src/pages/news"
import { loadCollection, mockStaticQueries, withDateText } from "../helpers/content"
import { copy, pageProps } from "../helpers/pages"

beforeEach(() => mockStaticQueries())

describe("News page", () => {
  it("shows each item's type, date as <time datetime>, title and summary", () => {
    const items = loadCollection<Queries.NewsItemFragment>("news").map((item) =>
      withDateText(item, "date", "MMMM d, y"),
    )
    render(
      <NewsPage
        {...pageProps(
          {
            newsPageJson: copy<Queries.NewsPageQuery["newsPageJson"]>("news-page.json"),
            allNewsJson: { nodes: items, pageInfo: { currentPage: 1, pageCount: 1 } },
          },
          "/news",
        )}
      />,
    )
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("News")
    const articles = screen.getAllByRole("article")
    expect(articles).toHaveLength(2)

    const press = within(articles[0])
    expect(press.getByText("Press Release")).toBeInTheDocument()
    expect(press.getByText("April 2, 2025").tagName).toBe("TIME")
    expect(press.getByText("April 2, 2025")).toHaveAttribute("datetime", "2025-04-02")
    expect(press.getByRole("heading", { level: 3 })).toHaveTextContent(
      /incorporated as an AI-powered healthcare technology company/i,
    )
    expect(press.getByText(items[0].summary)).toBeInTheDocument()

    const media = within(articles[1])
    expect(media.getByText("Media Coverage")).toBeInTheDocument()
    expect(media.getByText("April 10, 2025")).toHaveAttribute("datetime", "2025-04-10")
    expect(media.getByRole("heading", { level: 3 })).toHaveTextContent(/startup database/i)
  })
})
