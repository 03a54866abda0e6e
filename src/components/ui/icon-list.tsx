import * as React from "react"
import { classNames } from "../../lib/class-names"
import { IconChip } from "./icon-chip"
import { SwipeList } from "./swipe-list"
import * as styles from "./icon-list.module.css"

export interface IconListProps {
  items: readonly { icon: string; title: string; description: string }[]
  /** 22 suits the small chip; a larger chip takes a larger icon */
  iconSize?: number
  /** heading level of the titles inside their section */
  headingLevel?: 3 | 4
  /** the list's own spacing */
  className?: string
  /** each item's surface and padding, and where they differ from the small brand chip, the chip and title */
  classes?: { item?: string; icon?: string; title?: string }
  /** the id of the heading that names the list where it swipes sideways on phones (SwipeList) */
  swipeLabelledBy?: string
  /** items of another kind after these, each an <li> (Home's clinical advisors after its benefits) */
  children?: React.ReactNode
}

/** A list of items, each an icon chip beside its title and a short description. */
export function IconList({
  items,
  iconSize = 22,
  headingLevel = 3,
  className,
  classes = {},
  swipeLabelledBy,
  children,
}: IconListProps) {
  const Heading = `h${headingLevel}` as const
  const listClassName = classNames(styles.list, className)
  const entries = [
    ...items.map((item) => (
      <li key={item.title} className={classNames(styles.item, classes.item)}>
        <IconChip className={classNames(styles.icon, classes.icon)} name={item.icon} size={iconSize} />
        <div>
          <Heading className={classNames(styles.title, classes.title)}>{item.title}</Heading>
          <p className={styles.text}>{item.description}</p>
        </div>
      </li>
    )),
    ...React.Children.toArray(children),
  ]
  return swipeLabelledBy ? (
    <SwipeList labelledBy={swipeLabelledBy} className={listClassName}>
      {entries}
    </SwipeList>
  ) : (
    <ul className={listClassName}>{entries}</ul>
  )
}
