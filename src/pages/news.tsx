import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { PageHero } from "../components/ui/page-hero"
import { Band } from "../components/ui/band"
import { Pagination } from "../components/pagination/pagination"
import { NewsList } from "../sections/news/news-list"
import { pageLabel, pagePath } from "../lib/pagination"

export default function NewsPage({ data, location }: PageProps<Queries.NewsPageQuery>) {
  const copy = data.newsPageJson
  if (!copy) throw new Error("data/news-page/ is missing")
  const { pageInfo } = data.allNewsJson
  const page = pageInfo.currentPage
  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={
          page > 1
            ? `${copy.seoTitle} – ${pageLabel(copy.pagination.pageLabel, page, pageInfo.pageCount)}`
            : copy.seoTitle
        }
        description={copy.lead}
        pathname={pagePath("/news", page)}
        jsonLd={data.allNewsJson.nodes.map((item) => ({ type: "NewsArticle", item }))}
      />
      <PageHero badge={copy.badge} title={copy.title}>
        <p>{copy.lead}</p>
      </PageHero>
      <Band aria-labelledby="news-list-title">
        <h2 id="news-list-title" className="visually-hidden">
          {copy.listTitle}
        </h2>
        <NewsList headingId="news-list-title" items={data.allNewsJson.nodes} sourceLabel={copy.sourceLabel} />
        <Pagination base="/news" pageInfo={pageInfo} copy={copy.pagination} />
      </Band>
    </Layout>
  )
}

export const query = graphql`
  # page 1 is this file's page (limit and skip as below); gatsby-node makes /news/2, … (src/lib/pagination.ts)
  query NewsPage($limit: Int = 9, $skip: Int = 0, $locale: String!) {
    layout: layoutData(locale: $locale) {
      ...LayoutData
    }
    newsPageJson(locale: { eq: $locale }) {
      seoTitle
      sourceLabel
      badge
      title
      lead
      listTitle
      pagination {
        ...Pagination
      }
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
