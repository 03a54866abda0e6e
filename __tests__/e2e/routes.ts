import path from "path"
import { isOpening } from "../../src/lib/jobs"
import { homeAliasPages } from "../../src/lib/page-variants"
import { FIXTURE_NOW, loadCollection, loadObject } from "../helpers/content"
import { DEFAULT_LOCALE, LOCALES, localeOfPath, localizedPath, type Locale } from "../../src/lib/locales"
import { sitePages } from "../../scripts/lib/site-pages.mjs"
import { SENT_PATH } from "../../src/lib/routes"

/**
 * The pages the browser tests visit, read from the build they test (public/), so a page added to
 * src/pages or made from data is visited without being listed here. What a build cannot say is
 * declared below, each with its reason: which pages repeat another (the /home aliases) and which
 * structured data a page's component carries.
 */
const built: ReadonlyArray<{ path: string; locale: string; title: string; component: string }> = sitePages(
  path.resolve(__dirname, "../../public"),
)

/**
 * /home (and /hi/home, /kn/home) renders Home's component with Home's data again under its own address
 * (src/lib/page-variants.ts), so the checks that look at a whole page in depth visit / only (hosts.spec
 * and seo.spec still load /home, and home.spec checks it shows the same page).
 */
const ALIASES = new Set(homeAliasPages().map((page) => page.path))

/**
 * Structured data a component's pages carry: what the spec asks of each kind of page (and Google of Home and
 * About: the company and the site), which the build alone cannot tell from a page that lost it.
 */
const TYPES_OF_COMPONENT: Record<string, string[]> = {
  "component---src-pages-index-tsx": ["Organization", "WebSite", "FAQPage"],
  "component---src-pages-about-tsx": ["Organization"],
  "component---src-pages-trust-tsx": ["Organization"],
  "component---src-pages-news-tsx": ["NewsArticle"],
  "component---src-templates-job-posting-tsx": ["JobPosting"],
  "component---src-templates-blog-post-tsx": ["BlogPosting"],
}

/** Whether a path is at the top of its language (`/about`, `/hi/about`), not a record in a folder or a later index page. */
const topLevel = (pagePath: string) => {
  const locale = localeOfPath(pagePath)
  const rest = locale === DEFAULT_LOCALE ? pagePath : pagePath.slice(locale.length + 1) || "/"
  return rest.lastIndexOf("/") === 0
}

/**
 * Every top-level page of the build in English with the title it was built with: `/`, `/home`, each file
 * of src/pages, and the pages made from data at the top (legal, product, technology pages).
 */
export const routes = built
  .filter((page) => page.locale === DEFAULT_LOCALE && topLevel(page.path))
  .map(({ path: pagePath, title }) => ({ path: pagePath, title }))

/** The routes whose page differs from every other route's: all but the /home alias. */
export const distinctRoutes = routes.filter((route) => !ALIASES.has(route.path))

const allJobs = loadCollection<{
  slug: string
  title: string
  datePosted: string
  validThrough: string
  remote: boolean
  link: string
}>("jobs")
/** The job pages the fixture build has: every opening still open at the fixture's clock. */
export const jobs = allJobs.filter((job) => isOpening(job.validThrough, FIXTURE_NOW))
/** The fixture's openings past their validThrough: neither listed nor built. */
export const closedJobs = allJobs.filter((job) => !isOpening(job.validThrough, FIXTURE_NOW))

/** The blog's posts: each has its own page. */
export const posts = loadCollection<{ slug: string; title: string }>("blog-posts")

/**
 * Every distinct English page the build has, generated ones (jobs, posts, an index's later pages)
 * included: the title it was built with, the structured data types its component carries, and its
 * component (Gatsby's name for it).
 */
export const pages = built
  .filter((page) => page.locale === DEFAULT_LOCALE && !ALIASES.has(page.path))
  .map(({ path: pagePath, title, component }) => ({
    path: pagePath,
    title,
    component,
    types: TYPES_OF_COMPONENT[component] ?? [],
  }))

/**
 * Every distinct page of the build in every language, generated ones included: its language, the title
 * it was built with, its component, the structured data types its component carries, and whether it is the first page of
 * its component in its language (`firstOfComponent`): pages that differ only in their data, once per language.
 */
export const everyPage = built
  .filter((page) => !ALIASES.has(page.path))
  .map((page, i, pages) => ({
    path: page.path,
    locale: page.locale,
    title: page.title,
    component: page.component,
    types: TYPES_OF_COMPONENT[page.component] ?? [],
    firstOfComponent:
      pages.findIndex((other) => other.component === page.component && other.locale === page.locale) === i,
  }))

/** The first English page of each component: pages that differ only in their data count once. */
export const onePerComponent = pages.filter(
  (page, i) => pages.findIndex((other) => other.component === page.component) === i,
)

/** The languages other than English, each with its own copy of every page under its prefix. */
export const otherLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)

/** The frame's words in a language (data/interface/interface.<language>.json): the menu button's name, … */
export const words = (locale: string = DEFAULT_LOCALE) =>
  loadObject<{ openMenu: string; menuTitle: string; mainNavLabel: string; languageNavLabel: string }>(
    "interface.json",
    locale,
  )

/** Every distinct top-level page of the build in Hindi and Kannada: `/hi/about`, `/kn/contact`, … */
export const localizedRoutes = built
  .filter((page) => page.locale !== DEFAULT_LOCALE && topLevel(page.path) && !ALIASES.has(page.path))
  .map((page) => ({ path: page.path, locale: page.locale as Locale }))

/** Every distinct top-level page in every language, with its language. */
export const routesInEveryLanguage = [
  ...distinctRoutes.map((route) => ({ path: route.path, locale: DEFAULT_LOCALE as Locale })),
  ...localizedRoutes,
]

/** Pages only a form's answer leads to (server/requests.ts's 303 to /sent): no link reaches them, no sitemap lists them. */
export const FORM_DESTINATIONS = new Set(LOCALES.map((locale) => localizedPath(locale, SENT_PATH)))
