import * as React from "react"
import { FigureValue } from "../figures/figure-notes"
import * as styles from "./stat-list.module.css"

export interface Stat {
  label: string
  /** a figure written here (About's "2025"); a claim is a `figure` instead, with its basis */
  value?: string | null
  /** a claim's figure, by its key in data/figures/: shown with its mark to the page's list of sources */
  figure?: { jsonId: string } | null
  /** a few words under the label that say which is which (24/7 of the app's AI, not of people) */
  note?: string | null
  /** a line under the figure (About's company stats) */
  description?: string | null
}

export interface StatListProps {
  stats: readonly Stat[]
  className?: string
  /** each figure's group; compose `stat` from styles/stats.module.css, which lays the pair out */
  statClassName?: string
  /** classes of a group's parts, for a list that styles them itself rather than through the group */
  classes?: { label?: string; value?: string; description?: string }
  /** marks each group `data-reveal`, for a section that fades its figures in one by one (useScrollReveal) */
  reveal?: boolean
  /** where the list stands, for its claims' places (`figureUses(figuresAt, stats)` in src/lib/figures.ts) */
  figuresAt?: string
}

/** Figures with their labels as a <dl>, the label first in the markup so it is read first. */
export function StatList({ stats, className, statClassName, classes = {}, reveal, figuresAt }: StatListProps) {
  return (
    <dl className={className}>
      {stats.map((stat, index) => (
        <div key={stat.label} className={statClassName} data-reveal={reveal ? "" : undefined}>
          <dt className={classes.label}>{stat.label}</dt>
          <dd className={classes.value}>
            {stat.figure ? <FigureValue figure={stat.figure.jsonId} at={`${figuresAt}-${index + 1}`} /> : stat.value}
          </dd>
          {stat.note != null && <dd className={styles.note}>{stat.note}</dd>}
          {stat.description != null && <dd className={classes.description}>{stat.description}</dd>}
        </div>
      ))}
    </dl>
  )
}
