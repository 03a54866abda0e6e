import * as React from "react"
import { fillTemplate, impactModifier } from "../../lib/text"
import * as styles from "./impact-badge.module.css"

export interface ImpactBadgeProps {
  /** The level word from the data, e.g. "Critical". */
  level: string
  /** Editor copy such as "{impact} Impact". */
  template: string
}

/** "Critical Impact": the word carries the level, the colour only repeats it. */
export function ImpactBadge({ level, template }: ImpactBadgeProps) {
  return <span className={`${styles.badge} ${impactModifier(level)}`}>{fillTemplate(template, { impact: level })}</span>
}
