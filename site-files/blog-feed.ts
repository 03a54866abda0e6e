/** The blog's RSS feed (gatsby-plugin-feed), written by the build: its query, channel and items from the data. */
import { BLOG_FEED_PATH, blogPostPath } from "../src/lib/routes"
import { DEFAULT_LOCALE, localizedPath, type Locale } from "../src/lib/locales"

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

/** The feed's query in one language: that language's posts, blog copy and company facts. */
export const blogFeedQuery = (locale: Locale) => /* GraphQL */ `
  query BlogFeed${locale === DEFAULT_LOCALE ? "" : locale.toUpperCase()} {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteJson(locale: { eq: "${locale}" }) {
      companyName
    }
    blogPageJson(locale: { eq: "${locale}" }) {
      title
      lead
    }
    allBlogPostsJson(filter: { locale: { eq: "${locale}" } }, sort: { date: DESC }, limit: ${FEED_LENGTH}) {
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

/** The blog's feed in each language: /blog/rss.xml, /hi/blog/rss.xml, /kn/blog/rss.xml. */
export const blogFeedPath = (locale: Locale) => localizedPath(locale, BLOG_FEED_PATH)

/** The channel: named after the blog page (which names the company), linking to it and to the feed itself. */
export function feedChannel({ site, siteJson, blogPageJson }: BlogFeedData, locale: Locale = DEFAULT_LOCALE) {
  const siteUrl = site.siteMetadata.siteUrl
  return {
    title: blogPageJson.title,
    description: blogPageJson.lead,
    site_url: `${siteUrl}${localizedPath(locale, "/blog")}`,
    feed_url: `${siteUrl}${blogFeedPath(locale)}`,
    language: locale,
    generator: siteJson.companyName,
  }
}

/** One item per post, newest first, each pointing to the post's own page. */
export function feedItems({ site, allBlogPostsJson }: BlogFeedData, locale: Locale = DEFAULT_LOCALE) {
  return allBlogPostsJson.nodes.map((post) => {
    const url = `${site.siteMetadata.siteUrl}${localizedPath(locale, blogPostPath(post.slug))}`
    return { title: post.title, description: post.summary, date: post.date, url, guid: url, author: post.author }
  })
}
