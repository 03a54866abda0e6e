import * as React from "react"
import { fillTemplate } from "../../lib/text"
import * as styles from "./reviewed-by.module.css"

/** A reviewed record's review as its page queries it: reviewedOnText is `reviewedOn(calendar: "MMMM d, y")`. */
export interface Review {
  readonly reviewer: string
  readonly reviewerRole: string
  /** The review's day as stored (for `<time dateTime>`) and as the page shows it in its language. */
  readonly reviewedOn: string
  readonly reviewedOnText: string
}

export interface ReviewedByProps {
  /** The language's review line (data/interface/ reviewedLine): Reviewed by {name}, {role}, on {date}. */
  line: string
  review: Review
  className?: string
}

/** Who reviewed a health or legal page's text and when, in the words and date format of the page's language. */
export function ReviewedBy({ line, review, className }: ReviewedByProps) {
  const [before, after = ""] = line.split("{date}")
  const fill = (text: string) => fillTemplate(text, { name: review.reviewer, role: review.reviewerRole })
  return (
    <p className={className ? `${styles.reviewed} ${className}` : styles.reviewed}>
      {fill(before)}
      <time dateTime={review.reviewedOn}>{review.reviewedOnText}</time>
      {fill(after)}
    </p>
  )
}
