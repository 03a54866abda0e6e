import { shareImageFields, type ContentFolder } from "./shared"

/** The copy of /blog and /news; the posts and news items are records of their own (blog-posts, news). */
export const blogAndNews: ContentFolder = {
  folder: "blog-and-news",
  label: "Blog and News pages",
  typeDefs: /* GraphQL */ `
  "The copy every paginated index (/blog, /news) has, which PaginatedIndex shows (src/components/pagination/)."
  interface PaginatedIndexCopy {
    badge: String!
    title: String!
    lead: String!
    listTitle: String!
    pagination: PaginationCopy!
    shareImage: File
    shareImageAlt: String
  }

  type NewsPageJson implements Node & PaginatedIndexCopy @dontInfer {
    "the page's name in the browser tab and search results, before the company's"
    seoTitle: String!
    "before a news item's outlet: Source:"
    sourceLabel: String!
    badge: String!
    title: String!
    lead: String! @multiline
    listTitle: String!
    pagination: PaginationCopy!
    ${shareImageFields("page")}
  }

  "The links between the pages of a paginated index (/blog, /blog/2, …)."
  type PaginationCopy {
    "the name screen readers give the links: Pages"
    label: String!
    previousLabel: String!
    nextLabel: String!
    "{page} and {count} are replaced by numbers: Page {page} of {count}; also in the page's title"
    pageLabel: String!
  }

  type BlogPageJson implements Node & PaginatedIndexCopy @dontInfer {
    badge: String!
    title: String!
    lead: String! @multiline
    listTitle: String!
    readMoreLabel: String!
    byLabel: String!
    backLabel: String!
    feedLabel: String!
    pagination: PaginationCopy!
    ${shareImageFields("page")}
  }

  "The copy of /blog and /news; the posts and news items themselves are Blog posts and News."
  type BlogAndNewsJson implements Node @dontInfer {
    blog: BlogPageJson! @records
    news: NewsPageJson! @records
  }
`,
}
