import * as React from "react"
import { IconChip } from "./icon-chip"

export interface CardTopProps {
  /** A name from src/lib/icon-names.ts. */
  icon: string
  /** the row's layout */
  className?: string
  /** the chip the icon sits in */
  iconClassName?: string
  iconSize?: number
  /** what stands beside the icon: a highlight, a category, an impact badge, a name */
  children?: React.ReactNode
}

/**
 * The top row of Home's cards (features, problems, impact, products): the card's icon in its chip,
 * then what stands beside it. The section's module styles both, as each card sizes them its own way.
 */
export function CardTop({ icon, className, iconClassName, iconSize, children }: CardTopProps) {
  return (
    <div className={className}>
      <IconChip className={iconClassName} name={icon} size={iconSize} />
      {children}
    </div>
  )
}
