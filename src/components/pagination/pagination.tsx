import * as React from "react"
import { graphql } from "gatsby"
import { Link } from "../ui/link"
import { HeadElements } from "../seo/head-elements"
import { pageLabel, pageLinks } from "../../lib/pagination"
import * as styles from "./pagination.module.css"

export interface PaginationProps {
  /** The index's address: "/blog". */
  base: string
  /** The query's `pageInfo` for the page's slice. */
  pageInfo: Queries.PaginationPageInfoFragment
  copy: Queries.PaginationFragment
}

/**
 * The links between an index's pages: newer, "Page 2 of 45", older, as plain links (they work without
 * JavaScript), and `<link rel="prev|next">` in the head. An index of one page shows none of it.
 */
export function Pagination({ base, pageInfo, copy }: PaginationProps) {
  const links = pageLinks(base, pageInfo.currentPage, pageInfo.pageCount)
  if (links.count <= 1) return null
  return (
    <nav aria-label={copy.label} className={styles.nav}>
      <HeadElements>
        {links.previous && <link rel="prev" href={links.previous} />}
        {links.next && <link rel="next" href={links.next} />}
      </HeadElements>
      {links.previous ? (
        <Link to={links.previous} rel="prev" className={styles.link}>
          ← {copy.previousLabel}
        </Link>
      ) : (
        <span />
      )}
      <p aria-current="page" className={styles.current}>
        {pageLabel(copy.pageLabel, links.current, links.count)}
      </p>
      {links.next ? (
        <Link to={links.next} rel="next" className={styles.link}>
          {copy.nextLabel} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

export const query = graphql`
  fragment Pagination on PaginationCopy {
    label
    previousLabel
    nextLabel
    pageLabel
  }

  fragment PaginationPageInfo on PageInfo {
    currentPage
    pageCount
  }
`
