import * as React from "react"
import { classNames } from "../../lib/class-names"
import { IconChip } from "./icon-chip"
import * as styles from "./icon-card.module.css"

export interface IconCardProps extends React.HTMLAttributes<HTMLElement> {
  /** a card in a list, or one that stands on its own */
  as?: "li" | "article"
  icon: string
  iconSize?: number
  title: string
  /** heading level of the title inside its section */
  headingLevel?: 3 | 4
  /** where they differ from the large round chip and the title's size */
  classes?: { icon?: string; title?: string }
  /** what the title heads: a description, a figure */
  children: React.ReactNode
}

/**
 * A card headed by an icon chip and a title; the card's surface comes from `className`. As an
 * <article> it is named by its title, so a screen reader's list of articles reads each card by name
 * rather than the same unnamed entry again and again. useId: the server render and hydration give the
 * same id, unique on the page even where two cards share a title.
 */
export function IconCard({
  as: Card = "li",
  icon,
  iconSize,
  title,
  headingLevel = 3,
  classes = {},
  children,
  ...rest
}: IconCardProps) {
  const Heading = `h${headingLevel}` as const
  const titleId = React.useId()
  const named = Card === "article"
  return (
    <Card aria-labelledby={named ? titleId : undefined} {...rest}>
      <IconChip className={classNames(styles.icon, classes.icon)} name={icon} size={iconSize} />
      <Heading id={named ? titleId : undefined} className={classNames(styles.title, classes.title)}>
        {title}
      </Heading>
      {children}
    </Card>
  )
}
