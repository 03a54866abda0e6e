import * as React from "react"
import { Layout } from "./layout"
import { Seo } from "../seo/seo"
import type { SeoProps } from "../seo/seo-props"
import { PageHero, type PageHeroProps } from "../ui/page-hero"
import { pageArt } from "../../lib/page-art"

export interface SitePageProps {
  /** The current location's path, from the page's `location` prop. */
  pathname: string
  seo: SeoProps
  /** The heading band of an inner page; a page with a heading of its own leaves it out. */
  hero?: PageHeroProps
  /** More head elements after Seo's. */
  head?: React.ReactNode
  children?: React.ReactNode
}

/**
 * A page of the site: the frame, its head, its heading band, then its sections. They reach the frame
 * as one flat list, each at the place it would have written directly inside Layout: React derives
 * useId's ids from those places, and the ids are in the HTML (aria-labelledby).
 */
export function SitePage({ pathname, seo, hero, head, children }: SitePageProps) {
  const parts = [
    <Seo key="seo" {...seo} />,
    head && <React.Fragment key="head">{head}</React.Fragment>,
    hero && (
      <PageHero key="hero" badge={hero.badge} title={hero.title} lead={hero.lead} art={hero.art ?? pageArt(pathname)}>
        {hero.children}
      </PageHero>
    ),
    ...React.Children.toArray(children),
  ].filter(Boolean)
  return <Layout pathname={pathname}>{parts}</Layout>
}
