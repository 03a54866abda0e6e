import { blogFeedQuery, feedChannel, feedItems, type BlogFeedData } from "../../site-files/blog-feed"
import { BLOG_FEED_PATH } from "../../src/lib/routes"
import { loadCollection, loadObject, SITE_URL } from "../helpers/content"

const posts = loadCollection<BlogFeedData["allBlogPostsJson"]["nodes"][number]>("blog-posts")
const data: BlogFeedData = {
  site: { siteMetadata: { siteUrl: SITE_URL } },
  siteJson: loadObject("site.json"),
  blogPageJson: loadObject("blog-page.json"),
  allBlogPostsJson: { nodes: posts },
}

test("the channel is the blog page, with the feed's own address", () => {
  expect(feedChannel(data)).toMatchObject({
    title: "Insights from Lifelane Health",
    site_url: `${SITE_URL}/blog`,
    feed_url: `${SITE_URL}${BLOG_FEED_PATH}`,
    language: "en",
  })
})

test("each post is an item pointing to its own page, with its date, author and summary", () => {
  const items = feedItems(data)
  expect(items).toHaveLength(posts.length)
  expect(items[0]).toEqual({
    title: posts[0].title,
    description: posts[0].summary,
    date: posts[0].date,
    url: `${SITE_URL}/blog/${posts[0].slug}`,
    guid: `${SITE_URL}/blog/${posts[0].slug}`,
    author: posts[0].author,
  })
})

test("the feed carries the 20 newest posts of its language, however many the blog has", () => {
  expect(blogFeedQuery("hi")).toContain(
    'allBlogPostsJson(filter: { locale: { eq: "hi" } }, sort: { date: DESC }, limit: 20)',
  )
})

test("the Kannada feed is the Kannada blog's, at its own address, with the posts' Kannada pages", () => {
  const kannada: BlogFeedData = {
    ...data,
    blogPageJson: loadObject("blog-page.json", "kn"),
    allBlogPostsJson: { nodes: loadCollection("blog-posts", "kn") },
  }
  expect(feedChannel(kannada, "kn")).toMatchObject({
    site_url: `${SITE_URL}/kn/blog`,
    feed_url: `${SITE_URL}/kn/blog/rss.xml`,
    language: "kn",
  })
  expect(feedItems(kannada, "kn")[0].url).toBe(`${SITE_URL}/kn/blog/${kannada.allBlogPostsJson.nodes[0].slug}`)
})
