import routeTable from "./routes.json"
import { isOpening } from "../../src/lib/jobs"
import { FIXTURE_NOW, loadCollection, loadObject } from "../helpers/content"
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "../../src/lib/locales"

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

const allJobs = loadCollection<{
  slug: string
  title: string
  datePosted: string
  validThrough: string
  remote: boolean
}>("jobs")
/** The job pages the fixture build has: every opening still open at the fixture's clock. */
export const jobs = allJobs.filter((job) => isOpening(job.validThrough, FIXTURE_NOW))
/** The fixture's openings past their validThrough: neither listed nor built. */
export const closedJobs = allJobs.filter((job) => !isOpening(job.validThrough, FIXTURE_NOW))

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

/** The languages other than English, each with its own copy of every page under its prefix. */
export const otherLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)

/** The frame's words in a language (data/interface/interface.<language>.json): the menu button's name, … */
export const words = (locale: string = DEFAULT_LOCALE) =>
  loadObject<{ openMenu: string; menuTitle: string; mainNavLabel: string; languageNavLabel: string }>(
    "interface.json",
    locale,
  )

/** Every distinct route in Hindi and Kannada: `/hi/about`, `/kn/contact`, … */
export const localizedRoutes = otherLocales.flatMap((locale) =>
  distinctRoutes.map((route) => ({ path: localizedPath(locale, route.path), locale })),
)

/** Every distinct route in every language, with its language. */
export const routesInEveryLanguage = [
  ...distinctRoutes.map((route) => ({ path: route.path, locale: DEFAULT_LOCALE as Locale })),
  ...localizedRoutes,
]
