import * as React from "react"
import { useSiteData } from "../../hooks/use-site-data"
import { useLayoutLinks } from "../../hooks/use-layout-links"
import { useSiteMetadata } from "../../hooks/use-site-metadata"
import { usePageData } from "../../hooks/page-data"
import { useHeadTags } from "./head-loader"
import type { SeoProps } from "./seo-props"

export function Seo(props: SeoProps) {
  const site = useSiteData()
  const { socialLinks } = useLayoutLinks()
  const { themeColor } = useSiteMetadata()
  const { locale, alternates } = usePageData()
  const head = useHeadTags()
  if (!head) return null
  return (
    <head.HeadTags
      {...props}
      site={{ ...site, locale }}
      alternates={alternates}
      socialUrls={socialLinks.map((link) => link.url)}
      themeColor={themeColor}
    />
  )
}
