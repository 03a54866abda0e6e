import * as React from "react"
import { graphql } from "gatsby"
import { SitePage } from "../layout/site-page"
import { Band } from "../ui/band"
import type { PageStructuredData } from "../../lib/structured-data"
import { editorShareImage } from "../seo/share-image"
import { pageLabel, pagePath } from "../../lib/pagination"
import { Pagination } from "./pagination"

export interface PaginatedIndexProps {
  pathname: string
  /** The index's address: "/blog". */
  base: string
  /** The index's copy, and its title in search results (page n adds "Page n of m"). */
  copy: Queries.PaginatedIndexCopyFragment & { seoTitle: string }
  pageInfo: Queries.PaginationPageInfoFragment
  /** The list heading's id, which the list's items refer to. */
  listHeadingId: string
  jsonLd?: readonly PageStructuredData[]
  /** More of the hero after the lead. */
  heroExtra?: React.ReactNode
  /** The list of this page's items. */
  children: React.ReactNode
}

/** A page of a paginated index (/blog, /blog/2, /news, …): its hero, its slice of items, the links between pages. */
export function PaginatedIndex({
  pathname,
  base,
  copy,
  pageInfo,
  listHeadingId,
  jsonLd,
  heroExtra,
  children,
}: PaginatedIndexProps) {
  const page = pageInfo.currentPage
  // an editor's own share image for every page of the index, in place of the drawn card
  const image = editorShareImage(copy.shareImage, copy.shareImageAlt, copy.seoTitle)
  const title =
    page > 1 ? `${copy.seoTitle} – ${pageLabel(copy.pagination.pageLabel, page, pageInfo.pageCount)}` : copy.seoTitle
  return (
    <SitePage
      pathname={pathname}
      seo={{
        title,
        description: copy.lead,
        pathname: pagePath(base, page),
        ...(image ? { image } : {}),
        ...(jsonLd ? { jsonLd } : {}),
      }}
      hero={{ badge: copy.badge, title: copy.title, lead: copy.lead, children: heroExtra }}
    >
      <Band aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="visually-hidden">
          {copy.listTitle}
        </h2>
        {children}
        <Pagination base={base} pageInfo={pageInfo} copy={copy.pagination} />
      </Band>
    </SitePage>
  )
}

/** What PaginatedIndex shows of an index's copy; the list's heading (listTitle) is for screen readers. */
export const query = graphql`
  fragment PaginatedIndexCopy on PaginatedIndexCopy {
    shareImage {
      ...ShareImage
    }
    shareImageAlt
    badge
    title
    lead
    listTitle
    pagination {
      ...Pagination
    }
  }
`
