import * as React from "react"

export interface Stat {
  label: string
  value: string
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
}

/** Figures with their labels as a <dl>, the label first in the markup so it is read first. */
export function StatList({ stats, className, statClassName, classes = {}, reveal }: StatListProps) {
  return (
    <dl className={className}>
      {stats.map((stat) => (
        <div key={stat.label} className={statClassName} data-reveal={reveal ? "" : undefined}>
          <dt className={classes.label}>{stat.label}</dt>
          <dd className={classes.value}>{stat.value}</dd>
          {stat.description != null && <dd className={classes.description}>{stat.description}</dd>}
        </div>
      ))}
    </dl>
  )
}
