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
    const { title } = copy<{ title: string }>("news-page.json")
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(title)
    const articles = screen.getAllByRole("article")
    expect(articles).toHaveLength(items.length)
    articles.forEach((article, i) => {
      const item = within(article)
      expect(item.getByText(items[i].type)).toBeInTheDocument()
      expect(item.getByText(items[i].dateText).tagName).toBe("TIME")
      expect(item.getByText(items[i].dateText)).toHaveAttribute("datetime", items[i].date)
      expect(item.getByRole("heading", { level: 3 })).toHaveTextContent(items[i].title)
      expect(item.getByText(items[i].summary)).toBeInTheDocument()
    })
  })
})
