import * as React from "react"
import { classNames } from "../../lib/class-names"
import { swipeListProps } from "../../lib/swipe-list"
import { SwipePosition } from "./swipe-position"
import * as styles from "./swipe-list.module.css"

export interface SwipeListProps {
  /** the id of the heading that names the list: its section's title (`<section id>-title`) or a column's */
  labelledBy: string
  /** a timeline is an ordered list */
  as?: "ul" | "ol"
  /** the list's grid or cluster; the list adds its look on phones (`swipe`) */
  className?: string
  /** the cards, each an <li>; the position under the list counts them */
  children: React.ReactNode
}

/**
 * A list of cards that swipes sideways on phones, named by a heading and reached by the keyboard
 * (swipeListProps), with the position under it (SwipePosition).
 */
export function SwipeList({ labelledBy, as: List = "ul", className, children }: SwipeListProps) {
  return (
    <>
      <List className={classNames(className, styles.list)} {...swipeListProps(labelledBy)}>
        {children}
      </List>
      <SwipePosition labelledBy={labelledBy} count={React.Children.toArray(children).length} />
    </>
  )
}
