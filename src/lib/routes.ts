/**
 * Paths that answer with another page (301). The footer's spelling of the personalized-care path is
 * the spec's, so the correct spelling leads to it; "News & Media" is the News page, kept under the
 * spec route table's one URL, /news.
 */
import { DEFAULT_LOCALE, LOCALES, localizedPath } from "./locales"

export const PATH_ALIASES = [
  { fromPath: "/technology-personalized-patient-care", toPath: "/technology-presonalized-patient-care" },
  { fromPath: "/news-and-media", toPath: "/news" },
] as const

/** Every alias in every language: `/hi/news-and-media` → `/hi/news`. */
export const LOCALIZED_PATH_ALIASES = LOCALES.flatMap((locale) =>
  PATH_ALIASES.map((alias) => ({
    fromPath: localizedPath(locale, alias.fromPath),
    toPath: localizedPath(locale, alias.toPath),
  })),
)

/**
 * The 404 page's head script, run before anything renders: an alias path (on a host that ignored _redirects) goes
 * to its page, a path under /hi/ or /kn/ to that language's home, anything else to Home.
 */
export const LEAVE_SCRIPT = `var a=${JSON.stringify(
  Object.fromEntries(LOCALIZED_PATH_ALIASES.map((alias) => [alias.fromPath, alias.toPath])),
)},p=location.pathname.replace(/[/]+$/,""),m=/^[/](${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join("|")})([/]|$)/.exec(p);location.replace(a[p]||(m?"/"+m[1]:"/"))`

/**
 * The unknown-path rule: any path without a page lands on Home. Both hosts deliver it through the
 * 404 page rather than a rule (plugins/hosting-adapter/redirects.ts says why).
 */
export const CATCH_ALL_HOME = { fromPath: "/*", toPath: "/", statusCode: 302 }

/** Left out of the sitemap: /home shows the same page as / (its canonical URL); the 404 page is noindex. */
/** Where a form sent without JavaScript lands once its request is stored (src/pages/sent.tsx): only a form's answer leads there. */
export const SENT_PATH = "/sent"

export const SITEMAP_EXCLUDES = ["/home", "/404", "/404.html", "/dev-404-page", SENT_PATH]

export const blogPostPath = (slug: string) => `/blog/${slug}`

/** A part of a long legal text is a page under its text's: `privacy` and `the-apps` → `privacy/the-apps`. */
export const legalPartSlug = (pageSlug: string, partSlug: string) => `${pageSlug}/${partSlug}`

/** The blog's RSS feed, a file the build writes (site-files/blog-feed.ts), not a page. */
export const BLOG_FEED_PATH = "/blog/rss.xml"

/** Normalises a location path for comparison: no trailing slash, and "/" counts as "/home". */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "")
  return trimmed === "" ? "/home" : trimmed
}

export function isCurrentPath(linkPath: string, pathname: string): boolean {
  return normalizePath(linkPath) === normalizePath(pathname)
}

/** A link target outside the site (another origin or another scheme). */
export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")
}

/** "+91 98765 43210" → "https://wa.me/919876543210": WhatsApp's chat link takes the international number's digits only. */
export function whatsAppHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`
}

/** "+91 80 1234 5678" → "tel:+918012345678" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`
}

/**
 * The content manager's page, `admin/cms.html` (cms/admin.ts writes it). Any address under `/admin/` gets the CMS's
 * policy in place of the pages' (`/admin/*`, plugins/hosting-adapter/headers.ts); the page stays where editors and
 * the docs know it.
 */
export const ADMIN_PATH = "/admin/cms"

/** Where an editor may type the address: each redirects to ADMIN_PATH. */
export const ADMIN_ALIASES = ["/admin", "/admin/"] as const
