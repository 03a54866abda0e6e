import { usePageData } from "./page-data"
import { useSiteMetadata } from "./use-site-metadata"

/** Site-wide facts from data/site/site.<language>.json (company name, contact details, store links) and the site URL. */
export function useSiteData() {
  const { site } = usePageData().layout
  return { ...site, siteUrl: useSiteMetadata().siteUrl }
}

export type SiteData = ReturnType<typeof useSiteData>
