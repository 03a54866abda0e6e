import * as React from "react"
import { formatCalendarDate } from "../../lib/dates"
import * as styles from "./post-meta.module.css"

export interface PostMetaProps {
  date: string
  author: string
  byLabel: string
}

/** A post's date and author, as the list and the post page show them. */
export function PostMeta({ date, author, byLabel }: PostMetaProps) {
  return (
    <p className={styles.meta}>
      <time dateTime={date}>{formatCalendarDate(date, "MMMM d, y")}</time>
      <span aria-hidden="true">·</span>
      <span>
        {byLabel} {author}
      </span>
    </p>
  )
}
