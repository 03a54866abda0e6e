import * as React from "react"
import { classNames } from "../../lib/class-names"
import { IconChip } from "./icon-chip"
import * as styles from "./card-top.module.css"

export interface CardTopProps {
  /** A name from src/lib/icon-names.ts. */
  icon: string
  /** the row's gap, margin and spacing of its parts */
  className?: string
  /** how the parts line up: centred on the row (the default), or at the top */
  align?: "center" | "start"
  /** the chip the icon sits in */
  iconClassName?: string
  iconSize?: number
  /** what stands beside the icon: a highlight, a category, an impact badge, a name */
  children?: React.ReactNode
}

/**
 * The top row of Home's cards (features, problems, impact, products): the card's icon in its chip,
 * then what stands beside it, side by side. The section's module sizes and spaces both, as each card
 * does its own way.
 */
export function CardTop({ icon, className, iconClassName, iconSize, align = "center", children }: CardTopProps) {
  return (
    <div className={classNames(styles.top, align === "start" ? styles.start : undefined, className)}>
      <IconChip className={iconClassName} name={icon} size={iconSize} />
      {children}
    </div>
  )
}
