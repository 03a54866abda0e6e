import * as React from "react"
import { Icon } from "./icon"

export interface IconLinesProps {
  lines: readonly string[]
  icon: string
  iconSize?: number
  /** the list's layout */
  className?: string
  /** each line's own look, where it has one */
  lineClassName?: string
}

/** Short lines of text as a list, each led by the same icon; the look is the caller's. */
export function IconLines({ lines, icon, iconSize, className, lineClassName }: IconLinesProps) {
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li key={line} className={lineClassName}>
          <Icon name={icon} size={iconSize} />
          {line}
        </li>
      ))}
    </ul>
  )
}
