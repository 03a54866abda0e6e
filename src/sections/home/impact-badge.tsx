import * as React from "react"
import { fillTemplate, impactModifier } from "../../lib/text"
import * as styles from "./impact-badge.module.css"

export interface ImpactBadgeProps {
  /** The level word from the data, in the page's language, e.g. "Critical". */
  level: string
  /** The level's key, the same in every language: critical, high or medium (the colour). */
  levelKey: string
  /** Editor copy such as "{impact} Impact". */
  template: string
}

/** "Critical Impact": the word carries the level, the colour only repeats it. */
export function ImpactBadge({ level, levelKey, template }: ImpactBadgeProps) {
  return (
    <span className={`${styles.badge} ${impactModifier(levelKey)}`}>{fillTemplate(template, { impact: level })}</span>
  )
}
