import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { PageHero } from "../components/ui/page-hero"
import { Band } from "../components/ui/band"
import { NewsList } from "../sections/news/news-list"

export default function NewsPage({ data, location }: PageProps<Queries.NewsPageQuery>) {
  const copy = data.newsPageJson
  if (!copy) throw new Error("data/news-page.json is missing")
  return (
    <Layout pathname={location.pathname}>
      <Seo
        title="News and Media"
        description={copy.lead}
        pathname="/news"
        jsonLd={data.allNewsJson.nodes.map((item) => ({ type: "NewsArticle", item }))}
      />
      <PageHero badge={copy.badge} title={copy.title}>
        <p>{copy.lead}</p>
      </PageHero>
      <Band aria-labelledby="news-list-title">
        <h2 id="news-list-title" className="visually-hidden">
          {copy.listTitle}
        </h2>
        <NewsList headingId="news-list-title" items={data.allNewsJson.nodes} />
      </Band>
    </Layout>
  )
}

export const query = graphql`
  query NewsPage {
    newsPageJson {
      badge
      title
      lead
      listTitle
    }
    allNewsJson(sort: { date: DESC }) {
      nodes {
        ...NewsItem
      }
    }
  }
`
