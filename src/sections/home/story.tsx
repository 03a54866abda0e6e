import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { IconList } from "../../components/ui/icon-list"
import { IconChip } from "../../components/ui/icon-chip"
import * as styles from "./story.module.css"
import { SwipeList } from "../../components/ui/swipe-list"

export interface StoryProps {
  copy: Queries.HomeStoryCopyFragment
  milestones: readonly Queries.HomeMilestoneFragment[]
  pillars: readonly Queries.HomeVisionPillarFragment[]
}

export function Story({ copy, milestones, pillars }: StoryProps) {
  return (
    <Section compact id="story" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <div className={styles.layout}>
        <div>
          <h3 id="story-timeline-title" className={styles.columnTitle}>
            {copy.timelineTitle}
          </h3>
          <SwipeList labelledBy="story-timeline-title" as="ol" className={styles.timeline}>
            {milestones.map((milestone) => (
              <li key={milestone.jsonId} className={styles.milestone}>
                <IconChip className={styles.dot} name={milestone.icon} size={20} />
                <p className={styles.meta}>
                  <span className={styles.year}>{milestone.year}</span>
                  <span className={styles.category}>{milestone.category}</span>
                </p>
                <h4 className={styles.milestoneTitle}>{milestone.title}</h4>
                <p className={styles.text}>{milestone.description}</p>
              </li>
            ))}
          </SwipeList>
        </div>
        <div className={styles.vision}>
          <h3 id="story-vision-title" className={styles.columnTitle}>
            {copy.visionTitle}
          </h3>
          <p className={styles.visionText}>{copy.visionText}</p>
          <IconList
            items={pillars}
            headingLevel={4}
            swipeLabelledBy="story-vision-title"
            classes={{ item: styles.pillar, icon: styles.pillarIcon, title: styles.pillarTitle }}
          />
        </div>
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment HomeStoryCopy on HomeStoryCopy {
    eyebrow
    title
    lead
    timelineTitle
    visionTitle
    visionText
  }

  fragment HomeMilestone on MilestonesJson {
    jsonId
    title
    description
    year
    category
    icon
  }

  fragment HomeVisionPillar on VisionPillarsJson {
    title
    description
    icon
  }
`
