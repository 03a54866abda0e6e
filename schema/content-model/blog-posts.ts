import { shareImageFields, type RecordFolder } from "./shared"

/** Blog posts: one file per post, each with its own page. */
export const blogPosts: RecordFolder = {
  folder: "blog-posts",
  label: "Blog posts",
  slug: "{{fields.slug}}",
  typeDefs: /* GraphQL */ `
  "One page per post at /blog/<slug>, newest first on /blog and in the RSS feed."
  type BlogPostsJson implements Node @dontInfer {
    slug: String! @shared
    title: String!
    date: Date! @calendarDate
    author: String!
    summary: String! @multiline
    "Markdown: paragraphs separated by a blank line, ## for a heading, lists, [links](/contact); {figure:accuracy} shows a figure of Figures and sources with its mark and source (never write 95%)"
    body: String! @markdown @figures
    image: File @fileByRelativePath
    "required when image is set: what the image shows"
    imageAlt: String
    ${shareImageFields("post")}
    "the reviewer's full name, the same in every language; a placeholder until the company names them"
    reviewer: String! @shared
    "the reviewer's role as the page shows it after the name (a clinician for health claims, counsel for legal text)"
    reviewerRole: String!
    "the day the reviewer approved this post; change it only when they review it again"
    reviewedOn: Date! @calendarDate
    "months from the review until the text is due for review again: 12 for once a year"
    reviewIntervalMonths: Int!
  }
`,
}
