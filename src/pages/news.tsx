import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PaginatedIndex } from "../components/pagination/paginated-index"
import { NewsList } from "../sections/news/news-list"
import { required } from "../lib/required"

export default function NewsPage({ data, location }: PageProps<Queries.NewsPageQuery>) {
  const copy = required(data.newsPageJson, "data/blog-and-news/ (news)")
  return (
    <PaginatedIndex
      pathname={location.pathname}
      base="/news"
      copy={copy}
      pageInfo={data.allNewsJson.pageInfo}
      listHeadingId="news-list-title"
      jsonLd={data.allNewsJson.nodes.map((item) => ({ type: "NewsArticle", item }))}
    >
      <NewsList headingId="news-list-title" items={data.allNewsJson.nodes} sourceLabel={copy.sourceLabel} />
    </PaginatedIndex>
  )
}

export const query = graphql`
  # page 1 is this file's page (limit and skip as below); gatsby-node makes /news/2, … (src/lib/pagination.ts)
  query NewsPage($limit: Int = 9, $skip: Int = 0, $locale: String!) {
    ...PageLayout
    newsPageJson(locale: { eq: $locale }) {
      ...PaginatedIndexCopy
      seoTitle
      sourceLabel
    }
    allNewsJson(filter: { locale: { eq: $locale } }, sort: { date: DESC }, limit: $limit, skip: $skip) {
      nodes {
        ...NewsItem
      }
      pageInfo {
        ...PaginationPageInfo
      }
    }
  }
`
