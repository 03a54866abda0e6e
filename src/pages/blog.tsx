import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { PageHero } from "../components/ui/page-hero"
import { Band } from "../components/ui/band"
import { Icon } from "../components/ui/icon"
import { Pagination } from "../components/pagination/pagination"
import { PostList } from "../sections/blog/post-list"
import { BLOG_FEED_PATH } from "../lib/routes"
import { localizedPath } from "../lib/locales"
import { useLocale } from "../hooks/page-data"
import { pageLabel, pagePath } from "../lib/pagination"
import * as styles from "../sections/blog/blog-page.module.css"

export default function BlogPage({ data, location }: PageProps<Queries.BlogPageQuery>) {
  const copy = data.blogPageJson
  const locale = useLocale()
  if (!copy) throw new Error("data/blog-page/ is missing")
  const { pageInfo } = data.allBlogPostsJson
  const page = pageInfo.currentPage
  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={
          page > 1 ? `${copy.title} – ${pageLabel(copy.pagination.pageLabel, page, pageInfo.pageCount)}` : copy.title
        }
        description={copy.lead}
        pathname={pagePath("/blog", page)}
      />
      <PageHero badge={copy.badge} title={copy.title}>
        <p>{copy.lead}</p>
        <p>
          {/* a file, not a page: a plain link, which Gatsby's router would not handle anyway */}
          <a href={localizedPath(locale, BLOG_FEED_PATH)} className={styles.feed}>
            <Icon name="send" size={18} />
            {copy.feedLabel}
          </a>
        </p>
      </PageHero>
      <Band aria-labelledby="posts-title">
        <h2 id="posts-title" className="visually-hidden">
          {copy.listTitle}
        </h2>
        <PostList
          headingId="posts-title"
          posts={data.allBlogPostsJson.nodes}
          byLabel={copy.byLabel}
          readMoreLabel={copy.readMoreLabel}
        />
        <Pagination base="/blog" pageInfo={pageInfo} copy={copy.pagination} />
      </Band>
    </Layout>
  )
}

export const query = graphql`
  # page 1 is this file's page (limit and skip as below); gatsby-node makes /blog/2, … (src/lib/pagination.ts)
  query BlogPage($limit: Int = 9, $skip: Int = 0, $locale: String!) {
    layout: layoutData(locale: $locale) {
      ...LayoutData
    }
    blogPageJson(locale: { eq: $locale }) {
      badge
      title
      lead
      listTitle
      readMoreLabel
      byLabel
      feedLabel
      pagination {
        ...Pagination
      }
    }
    allBlogPostsJson(filter: { locale: { eq: $locale } }, sort: { date: DESC }, limit: $limit, skip: $skip) {
      nodes {
        ...BlogPostCard
      }
      pageInfo {
        ...PaginationPageInfo
      }
    }
  }
`
