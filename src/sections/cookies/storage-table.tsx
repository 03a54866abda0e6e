import * as React from "react"
import { graphql } from "gatsby"
import { slashParts } from "../../lib/text"
import { Joined } from "../../components/ui/joined"
import * as styles from "./storage-table.module.css"

export interface StorageTableProps {
  group: Queries.StorageGroupFragment
  /** Name, Stored in, Set by, Purpose, How long */
  headers: readonly string[]
}

/**
 * One group of stored items as a table. Below 768 px each row becomes a card whose cells carry their
 * column's name (data-label), so nothing scrolls sideways on a phone. Wherever the table is still
 * wider than its column (large text, a longer record), it scrolls inside its own region, which a
 * keyboard can focus and scroll and a screen reader announces by the group's title (WCAG 1.4.10).
 */
export function StorageTable({ group, headers }: StorageTableProps) {
  const [name, storage, provider, purpose, lifetime] = headers
  const titleId = React.useId()
  return (
    <div className={styles.scroller} role="region" aria-labelledby={titleId} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <span id={titleId} className={styles.title}>
            {group.title}
          </span>
          <span className={styles.text}>{group.text}</span>
        </caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.items.map((item) => (
            <tr key={item.name}>
              <th scope="row" data-label={name}>
                <code>
                  <Joined parts={slashParts(item.name)} between={<wbr />} />
                </code>
              </th>
              <td data-label={storage}>{item.storage}</td>
              <td data-label={provider}>{item.provider}</td>
              <td data-label={purpose}>{item.purpose}</td>
              <td data-label={lifetime}>{item.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export const query = graphql`
  fragment StorageGroup on StorageGroup {
    title
    text
    items {
      name
      storage
      provider
      purpose
      lifetime
    }
  }
`
