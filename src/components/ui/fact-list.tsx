import * as React from "react"
import * as styles from "./fact-list.module.css"

export interface FactListProps {
  items: ReadonlyArray<{ readonly label: string; readonly value: string }>
  /** Another layout in place of the cards (a plain two-column list). */
  className?: string
  /** Each item's class in place of the card's. */
  itemClassName?: string
}

/** Labels with what the company states for each, as a grid of cards: a trust centre's or an app's short answers. */
export function FactList({ items, className, itemClassName }: FactListProps) {
  return (
    <dl className={className ?? styles.facts}>
      {items.map((item) => (
        <div key={item.label} className={itemClassName ?? styles.fact}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
