import routeTable from "./routes.json"
import { isOpening } from "../../src/lib/jobs"
import { loadCollection } from "../helpers/content"

/**
 * Every path that has its own page, with a word its <title> carries: the spec's route table, then
 * the footer's pages (technology, blog, help, cookie policy). JSON, so the Node scripts (Lighthouse
 * budgets, bench) read the same list. Generated pages (/jobs/<slug>, /blog/<slug>) are covered from
 * their data where a spec needs them.
 */
export const routes: readonly { path: string; title: string }[] = routeTable

/**
 * The routes whose page differs from every other route's: /home renders Home's component with Home's
 * data again, so the checks that look at a whole page in depth visit / only (hosts.spec and seo.spec
 * still load /home, and home.spec checks it shows the same page).
 */
export const distinctRoutes = routes.filter((route) => route.path !== "/home")

/** The job pages this build has: every opening still open. */
export const jobs = loadCollection<{
  slug: string
  title: string
  validThrough: string
  remote: boolean
}>("jobs").filter((job) => isOpening(job.validThrough))

/** The blog's posts: each has its own page. */
export const posts = loadCollection<{ slug: string; title: string }>("blog-posts")

/** Structured data a page carries besides the Organization and WebSite every page has. */
const pageTypes: Record<string, string[]> = { "/": ["FAQPage"], "/news": ["NewsArticle"] }

/** Every distinct page the build has, generated ones included: a word its <title> carries, the structured data types it carries. */
export const pages = [
  ...distinctRoutes.map((route) => ({ ...route, types: pageTypes[route.path] ?? [] })),
  ...jobs.map((job) => ({ path: `/jobs/${job.slug}`, title: job.title, types: ["JobPosting"] })),
  ...posts.map((post) => ({ path: `/blog/${post.slug}`, title: post.title, types: ["BlogPosting"] })),
]
