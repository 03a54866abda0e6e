import * as React from "react"

export interface Stat {
  label: string
  value: string
}

export interface StatListProps {
  stats: readonly Stat[]
  className?: string
  /** each figure's group; compose `stat` from styles/stats.module.css, which lays the pair out */
  statClassName?: string
}

/** Figures with their labels as a <dl>, the label first in the markup so it is read first. */
export function StatList({ stats, className, statClassName }: StatListProps) {
  return (
    <dl className={className}>
      {stats.map((stat) => (
        <div key={stat.label} className={statClassName}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
