import * as React from "react"
import { graphql } from "gatsby"
import * as styles from "./storage-table.module.css"

export interface StorageTableProps {
  group: Queries.StorageGroupFragment
  /** Name, Stored in, Set by, Purpose, How long */
  headers: readonly string[]
}

/**
 * One group of stored items as a table. Below 768 px each row becomes a card whose cells carry their
 * column's name (data-label), so nothing scrolls sideways on a phone.
 */
export function StorageTable({ group, headers }: StorageTableProps) {
  const [name, storage, provider, purpose, lifetime] = headers
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        <span className={styles.title}>{group.title}</span>
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
              <code>{item.name}</code>
            </th>
            <td data-label={storage}>{item.storage}</td>
            <td data-label={provider}>{item.provider}</td>
            <td data-label={purpose}>{item.purpose}</td>
            <td data-label={lifetime}>{item.lifetime}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
