import * as React from "react"
import { graphql } from "gatsby"
import { Icon } from "../../components/ui/icon"
import { useNewTabHint } from "../../hooks/page-data"
import * as styles from "./news-list.module.css"

export interface NewsListProps {
  /** id of the list's (visually hidden) heading */
  headingId: string
  items: ReadonlyArray<Queries.NewsItemFragment>
  /** Before an item's outlet: "Source:" (data/blog-and-news/, `news`). */
  sourceLabel: string
}

/** News items, each with its type, date, title and summary. */
export function NewsList({ headingId, items, sourceLabel }: NewsListProps) {
  const newTab = useNewTabHint()
  return (
    <ul className={styles.list} aria-labelledby={headingId}>
      {items.map((item) => (
        <li key={item.jsonId}>
          <article className={styles.card} aria-labelledby={`news-${item.jsonId}`}>
            <div className={styles.meta}>
              <span className={styles.type}>
                <Icon name={item.kind === "press-release" ? "file-text" : "globe"} size={16} />
                {item.type}
              </span>
              <time dateTime={item.date} className={styles.date}>
                {item.dateText}
              </time>
            </div>
            <h3 id={`news-${item.jsonId}`} className={styles.title}>
              {item.url ? (
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  {item.title}
                  <span className="visually-hidden"> {newTab}</span>
                </a>
              ) : (
                item.title
              )}
            </h3>
            <p className={styles.summary}>{item.summary}</p>
            {item.source && (
              <p className={styles.source}>
                {sourceLabel} {item.source}
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  )
}

export const query = graphql`
  fragment NewsItem on NewsJson {
    jsonId
    type
    kind
    date
    dateText: date(calendar: "MMMM d, y")
    title
    summary
    source
    url
  }
`
