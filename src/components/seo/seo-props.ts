// What a page says about its head: Seo (seo.tsx) takes it, and HeadTags (head-tags.tsx), which Seo loads, writes
// it. A module of its own, so that head-tags.tsx need not import seo.tsx back for it.
import type { PageStructuredData } from "../../lib/structured-data"

export interface SeoImage {
  /** A path on this site ("/share-image.png") or an absolute URL. */
  src: string
  width: number
  height: number
  alt: string
}

export interface SeoProps {
  /** The page's own title; the company name is appended ("About — Company"). Omit on Home. */
  title?: string
  /** Defaults to the company description from data/site/. */
  description?: string
  /**
   * The canonical path of the page in English ("/" for Home, also when served at /home); the page's
   * own language prefixes it (/hi/about).
   */
  pathname: string
  /**
   * The share image for Open Graph and Twitter cards, when an editor gave the page one; by default the
   * page's own 1200×630 card in its language, drawn by the build (plugins/share-cards).
   */
  image?: SeoImage
  /** A dated article (a blog post): og:type article, with its dates (YYYY-MM-DD or ISO 8601). */
  article?: { publishedTime: string; modifiedTime?: string }
  /** Keeps the page out of search results (the 404 page). */
  noIndex?: boolean
  /**
   * The page's own structured data, as its type and records (see src/lib/structured-data.ts): Home names
   * Organization and WebSite, About Organization.
   */
  jsonLd?: PageStructuredData | readonly PageStructuredData[]
}
