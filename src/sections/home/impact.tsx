import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { CardTop } from "../../components/ui/card-top"
import { ImpactBadge } from "./impact-badge"
import * as styles from "./impact.module.css"
import { SwipeList } from "../../components/ui/swipe-list"
import { PartnerCard, StoryCard } from "../../components/people/people-cards"
import { figureUses } from "../../lib/figures"
import { FigureValue } from "../../components/figures/figure-notes"

export interface ImpactProps {
  copy: Queries.SectionIntroFragment
  items: readonly Queries.HomeImpactItemFragment[]
  impactBadge: string
  /** partners and customers' stories (About's records), after the impact cards: none until the company has them */
  proof?: {
    copy: Queries.AboutProofCopyFragment
    partners: readonly Queries.PartnerCardFragment[]
    stories: readonly Queries.StoryCardFragment[]
  }
}

/** Impact cards carry no icon in the data: the icon follows the item id (1 to 4). */
const impactIcons: Record<number, string> = { 1: "heart-pulse", 2: "clock", 3: "user-check", 4: "shield-check" }

export function impactIcon(id: number): string {
  return impactIcons[id] ?? "sparkles"
}

const impactAt = (item: { jsonId: number }) => `impact-${item.jsonId}`

/** Where the impact cards' figures stand, for the page's list of sources. */
export const impactFigureUses = (items: ImpactProps["items"]) =>
  items.flatMap((item) => figureUses(impactAt(item), item.stats))

export function Impact({ copy, items, impactBadge, proof }: ImpactProps) {
  const partners = proof?.partners ?? []
  const stories = proof?.stories ?? []
  return (
    <Section compact id="impact" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <SwipeList labelledBy="impact-title" className={styles.grid}>
        {items.map((item) => (
          <li key={item.jsonId} className={styles.card}>
            <CardTop icon={impactIcon(item.jsonId)} className={styles.top} iconClassName={styles.icon}>
              <ImpactBadge level={item.impact} levelKey={item.impactLevel} template={impactBadge} />
            </CardTop>
            <p className={styles.category}>{item.category}</p>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.description}>{item.description}</p>
            <ul className={styles.stats}>
              {item.stats.map((stat, index) => (
                <li key={stat.label} className={styles.stat}>
                  <strong>
                    <FigureValue figure={stat.figure.jsonId} at={`${impactAt(item)}-${index + 1}`} />
                  </strong>{" "}
                  <span>
                    {stat.label}
                    {stat.note != null && <span className={styles.note}>{stat.note}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
        {proof &&
          partners.map((partner) => (
            <PartnerCard
              key={partner.name}
              partner={partner}
              kind={proof.copy.partnersTitle}
              permissionLine={proof.copy.permissionLine}
              className={styles.card}
            />
          ))}
        {proof &&
          stories.map((story) => (
            <StoryCard
              key={story.organisation + story.name}
              story={story}
              kind={proof.copy.storiesTitle}
              permissionLine={proof.copy.permissionLine}
              className={styles.card}
            />
          ))}
      </SwipeList>
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
      figure {
        jsonId
      }
      label
      note
    }
    impact
    impactLevel
  }
`
