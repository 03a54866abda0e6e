import * as React from "react"
import { Icon } from "./icon"

export interface IconChipProps {
  /** A name from src/lib/icon-names.ts. */
  name: string
  size?: number
  /** the chip: its size, shape and colours, from the module of the card or link it sits in */
  className?: string
}

/** An icon in its chip: the span that gives a card's, a step's or a link's icon its ground. */
export function IconChip({ name, size, className }: IconChipProps) {
  return (
    <span className={className}>
      <Icon name={name} size={size} />
    </span>
  )
}
