import * as React from "react"
import * as styles from "./post-meta.module.css"

export interface PostMetaProps {
  date: string
  /** The date as the page shows it (the query's `calendar:` text). */
  dateText: string
  author: string
  byLabel: string
}

/** A post's date and author, as the list and the post page show them. */
export function PostMeta({ date, dateText, author, byLabel }: PostMetaProps) {
  return (
    <p className={styles.meta}>
      <time dateTime={date}>{dateText}</time>
      <span aria-hidden="true">·</span>
      <span>
        {byLabel} {author}
      </span>
    </p>
  )
}
