import * as React from "react"
import { graphql } from "gatsby"
import { Band } from "../../components/ui/band"
import { SectionHeading } from "../../components/ui/section-heading"
import { IconList } from "../../components/ui/icon-list"
import { IconChip } from "../../components/ui/icon-chip"
import * as styles from "./story.module.css"
import { FigureMark } from "../../components/figures/figure-notes"
import type { FigureUse } from "../../lib/figures"

export interface StoryProps {
  story: Queries.AboutStoryFragment["story"]
  highlights: ReadonlyArray<Queries.AboutHighlightFragment>
}

const PROGRESS_AT = "progress"

/** Where the progress card's figure stands, for the page's list of sources: its caption. */
export const storyFigureUses = (story: StoryProps["story"]): FigureUse[] => [
  { figure: story.progress.figure.jsonId, at: PROGRESS_AT },
]

/** 'Our Story': the founding narrative, three highlights and a decorative progress card. */
export function Story({ story, highlights }: StoryProps) {
  return (
    <Band aria-labelledby="story-title">
      <div className={styles.grid}>
        <div data-reveal="">
          <SectionHeading id="story-title" eyebrow={story.eyebrow} title={story.title} align="start" />
          <div className={styles.text} dangerouslySetInnerHTML={{ __html: story.text.html }} />
          <IconList items={highlights} className={styles.highlights} classes={{ title: styles.highlightTitle }} />
        </div>
        <aside className={styles.progressCard} aria-labelledby="progress-title" data-reveal="">
          <IconChip className={styles.progressIcon} name="activity" size={28} />
          <h3 id="progress-title" className={styles.progressTitle}>
            {story.progress.title}
          </h3>
          <p className={styles.progressCaption}>
            {story.progress.caption}
            <FigureMark figure={story.progress.figure.jsonId} at={PROGRESS_AT} />
          </p>
          <ul className={styles.progressList}>
            {story.progress.items.map((item) => (
              <li key={item.label}>
                <span className={styles.progressLabel}>
                  <span>{item.label}</span>
                  <span>{item.value}%</span>
                </span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.bar} style={{ width: `${item.value}%` }} />
                </span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </Band>
  )
}

export const query = graphql`
  fragment AboutStory on AboutPageJson {
    story {
      eyebrow
      title
      text {
        html
      }
      progress {
        title
        caption
        figure {
          jsonId
        }
        items {
          label
          value
        }
      }
    }
  }
  fragment AboutHighlight on HighlightsJson {
    title
    description
    icon
  }
`
