import * as React from "react"
import * as styles from "./columns.module.css"

export interface ColumnsProps {
  main: React.ReactNode
  aside: React.ReactNode
}

/** Form beside the contact cards from 1024 px; stacked, form first, below. */
export function Columns({ main, aside }: ColumnsProps) {
  return (
    <div className={styles.columns}>
      <div className={styles.main}>{main}</div>
      <div className={styles.aside}>{aside}</div>
    </div>
  )
}
