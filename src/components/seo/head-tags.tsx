import * as React from "react"
import { Helmet } from "react-helmet"
import type { SiteData } from "../../hooks/use-site-data"
import { pageStructuredData, serializeJsonLd, type PageStructuredData } from "../../lib/structured-data"
import type { SeoProps } from "./seo-props"
import { SHARE_CARD, shareCardPath } from "../../lib/share-card"
import { DEFAULT_LOCALE, LOCALES, OG_LOCALES, localizedPath, type Alternates, type Locale } from "../../lib/locales"

export { Helmet }

export interface HeadTagsProps extends SeoProps {
  site: SiteData & { locale: Locale }
  /** The page in each language it exists in: hreflang links, og:locale:alternate. */
  alternates: Alternates
  /** The company's profiles, for Organization's sameAs. */
  socialUrls: string[]
  themeColor: string
}

/** The page's head, written with react-helmet: title, description, canonical, share cards, JSON-LD. */
export function HeadTags({
  title,
  description,
  pathname,
  image,
  article,
  noIndex = false,
  jsonLd,
  site,
  alternates,
  socialUrls,
  themeColor,
}: HeadTagsProps) {
  const { locale } = site
  const absolute = (pagePath: string) => `${site.siteUrl}${pagePath === "/" ? "/" : pagePath}`
  const languages = noIndex ? [] : LOCALES.filter((other) => alternates[other])
  const fullTitle = title ? `${title} — ${site.companyName}` : site.companyName
  const text = description ?? site.description
  const canonical = absolute(localizedPath(locale, pathname))
  // The page's own card, in its language, which the build draws (plugins/share-cards), unless an editor gave one.
  // Its alt says what it shows, in the page's language: the page's title, or on Home (which has none) the
  // company's description the card draws in its place, not the brand name alone.
  const share = image ?? {
    src: shareCardPath(locale, pathname),
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    alt: title ? fullTitle : text.includes(site.companyName) ? text : `${site.companyName}: ${text}`,
  }
  const shareUrl = /^https?:/.test(share.src) ? share.src : `${site.siteUrl}${share.src}`
  const pageData = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd as PageStructuredData]
  const structuredData = pageData.map((data) => pageStructuredData(data, site, socialUrls))

  return (
    <Helmet htmlAttributes={{ lang: locale }}>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      {/* the page in each language, and English for any other (Google's hreflang rules: reciprocal, absolute) */}
      {languages.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={absolute(alternates[other]!)} />
      ))}
      {alternates[DEFAULT_LOCALE] && !noIndex && (
        <link rel="alternate" hrefLang="x-default" href={absolute(alternates[DEFAULT_LOCALE])} />
      )}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* the home-screen icon on iOS, one of gatsby-plugin-manifest's (gatsby-config.ts) */}
      <link rel="apple-touch-icon" href="/icons/icon-192x192.png" />
      {themeColor && <meta name="theme-color" content={themeColor} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={article ? "article" : "website"} />
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article?.modifiedTime && <meta property="article:modified_time" content={article.modifiedTime} />}
      <meta property="og:site_name" content={site.companyName} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {languages
        .filter((other) => other !== locale)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
        ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={shareUrl} />
      <meta property="og:image:width" content={String(share.width)} />
      <meta property="og:image:height" content={String(share.height)} />
      <meta property="og:image:alt" content={share.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={shareUrl} />
      <meta name="twitter:image:alt" content={share.alt} />
      {structuredData.map((data, index) => (
        <script key={index} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
    </Helmet>
  )
}
