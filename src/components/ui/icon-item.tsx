import * as React from "react"
import { Icon } from "./icon"
import * as styles from "./icon-item.module.css"

export interface IconItemProps {
  item: { icon: string; title: string; description: string }
  /** 22 suits the small chip; a larger chip takes a larger icon */
  iconSize?: number
  /** heading level of the title inside its section */
  headingLevel?: 3 | 4
  /** the item's surface and padding, and where they differ from the small brand chip, the chip and title */
  classes?: { root?: string; icon?: string; title?: string }
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(" ")

/** A list item with an icon chip beside its title and a short description. */
export function IconItem({ item, iconSize = 22, headingLevel = 3, classes = {} }: IconItemProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <li className={join(styles.item, classes.root)}>
      <span className={join(styles.icon, classes.icon)}>
        <Icon name={item.icon} size={iconSize} />
      </span>
      <div>
        <Heading className={join(styles.title, classes.title)}>{item.title}</Heading>
        <p className={styles.text}>{item.description}</p>
      </div>
    </li>
  )
}
