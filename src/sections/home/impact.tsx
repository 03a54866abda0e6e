import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { CardTop } from "../../components/ui/card-top"
import { ImpactBadge } from "./impact-badge"
import * as styles from "./impact.module.css"
import { swipeListProps } from "../../lib/swipe-list"

export interface ImpactProps {
  copy: Queries.SectionIntroFragment
  items: readonly Queries.HomeImpactItemFragment[]
  impactBadge: string
}

/** Impact cards carry no icon in the data: the icon follows the item id (1 to 4). */
const impactIcons: Record<number, string> = { 1: "heart-pulse", 2: "clock", 3: "user-check", 4: "shield-check" }

export function impactIcon(id: number): string {
  return impactIcons[id] ?? "sparkles"
}

export function Impact({ copy, items, impactBadge }: ImpactProps) {
  return (
    <Section compact id="impact" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <ul className={styles.grid} {...swipeListProps("impact-title")}>
        {items.map((item) => (
          <li key={item.jsonId} className={styles.card}>
            <CardTop icon={impactIcon(item.jsonId)} className={styles.top} iconClassName={styles.icon}>
              <ImpactBadge level={item.impact} levelKey={item.impactLevel} template={impactBadge} />
            </CardTop>
            <p className={styles.category}>{item.category}</p>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.description}>{item.description}</p>
            <ul className={styles.stats}>
              {item.stats.map((stat) => (
                <li key={stat.label} className={styles.stat}>
                  <strong>{stat.value}</strong> <span>{stat.label}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export const query = graphql`
  fragment HomeImpactCopy on HomeImpactCopy {
    eyebrow
    title
    lead
  }
  fragment HomeImpactItem on ImpactItemsJson {
    jsonId
    category
    title
    description
    stats {
      value
      label
    }
    impact
    impactLevel
  }
`
