import * as React from "react"
import { Helmet } from "react-helmet"
import { useSiteData } from "../../hooks/use-site-data"

export interface SeoProps {
  /** The page's own title; the company name is appended. Omit on Home. */
  title?: string
  description?: string
  /** The canonical path of the page ("/" for Home, also when served at /home). */
  pathname: string
  noIndex?: boolean
}

export function Seo({ title, description, pathname, noIndex = false }: SeoProps) {
  const site = useSiteData()
  const fullTitle = title ? `${title} — ${site.companyName}` : site.companyName
  const canonical = `${site.siteUrl}${pathname === "/" ? "/" : pathname}`
  return (
    <Helmet htmlAttributes={{ lang: "en" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? site.description} />
      <link rel="canonical" href={canonical} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {noIndex && <meta name="robots" content="noindex" />}
    </Helmet>
  )
}
