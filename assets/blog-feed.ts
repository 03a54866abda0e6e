/** The blog's RSS feed (gatsby-plugin-feed), written by the build: its query, channel and items from the data. */
import { BLOG_FEED_PATH, blogPostPath } from "../src/lib/routes"

/** What the feed's GraphQL query (in gatsby-config.ts) returns. */
export interface BlogFeedData {
  site: { siteMetadata: { siteUrl: string } }
  siteJson: { companyName: string }
  blogPageJson: { title: string; lead: string }
  allBlogPostsJson: {
    nodes: ReadonlyArray<{ slug: string; title: string; date: string; author: string; summary: string }>
  }
}

/** The newest posts the feed carries: readers poll it often, so it stays the same size as the blog grows. */
export const FEED_LENGTH = 20

export const BLOG_FEED_QUERY = /* GraphQL */ `
  query BlogFeed {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteJson {
      companyName
    }
    blogPageJson {
      title
      lead
    }
    allBlogPostsJson(sort: { date: DESC }, limit: ${FEED_LENGTH}) {
      nodes {
        slug
        title
        date
        author
        summary
      }
    }
  }
`

/** The channel: named after the blog page (which names the company), linking to it and to the feed itself. */
export function feedChannel({ site, siteJson, blogPageJson }: BlogFeedData) {
  const siteUrl = site.siteMetadata.siteUrl
  return {
    title: blogPageJson.title,
    description: blogPageJson.lead,
    site_url: `${siteUrl}/blog`,
    feed_url: `${siteUrl}${BLOG_FEED_PATH}`,
    language: "en",
    generator: siteJson.companyName,
  }
}

/** One item per post, newest first, each pointing to the post's own page. */
export function feedItems({ site, allBlogPostsJson }: BlogFeedData) {
  return allBlogPostsJson.nodes.map((post) => {
    const url = `${site.siteMetadata.siteUrl}${blogPostPath(post.slug)}`
    return { title: post.title, description: post.summary, date: post.date, url, guid: url, author: post.author }
  })
}
