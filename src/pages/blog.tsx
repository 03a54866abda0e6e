import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PaginatedIndex } from "../components/pagination/paginated-index"
import { PostList } from "../sections/blog/post-list"
import { FeedLink } from "../sections/blog/feed-link"
import { useLocale } from "../hooks/page-data"
import { required } from "../lib/required"

export default function BlogPage({ data, location }: PageProps<Queries.BlogPageQuery>) {
  const copy = required(data.blogPageJson, "data/blog-and-news/ (blog)")
  const locale = useLocale()
  return (
    <PaginatedIndex
      pathname={location.pathname}
      base="/blog"
      copy={{ ...copy, seoTitle: copy.title }}
      pageInfo={data.allBlogPostsJson.pageInfo}
      listHeadingId="posts-title"
      heroExtra={<FeedLink locale={locale} label={copy.feedLabel} />}
    >
      <PostList
        headingId="posts-title"
        posts={data.allBlogPostsJson.nodes}
        byLabel={copy.byLabel}
        readMoreLabel={copy.readMoreLabel}
      />
    </PaginatedIndex>
  )
}

export const query = graphql`
  # page 1 is this file's page (limit and skip as below); gatsby-node makes /blog/2, … (src/lib/pagination.ts)
  query BlogPage($limit: Int = 9, $skip: Int = 0, $locale: String!) {
    ...PageLayout
    blogPageJson(locale: { eq: $locale }) {
      ...PaginatedIndexCopy
      readMoreLabel
      byLabel
      feedLabel
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
