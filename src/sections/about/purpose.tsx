import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { IconCard } from "../../components/ui/icon-card"
import * as styles from "./purpose.module.css"

export interface PurposeProps {
  purpose: Queries.AboutPurposeFragment["purpose"]
}

/** The Vision and Mission cards. */
export function Purpose({ purpose }: PurposeProps) {
  return (
    <Section id="purpose" tone="alt" eyebrow={purpose.eyebrow} title={purpose.title} reveal>
      <div className={styles.grid}>
        {[purpose.vision, purpose.mission].map((statement) => (
          <IconCard
            as="article"
            key={statement.title}
            icon={statement.icon}
            iconSize={28}
            title={statement.title}
            className={styles.card}
            classes={{ icon: styles.icon, title: styles.title }}
            data-reveal=""
          >
            <p className={styles.text}>{statement.text}</p>
          </IconCard>
        ))}
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment AboutPurpose on AboutPageJson {
    purpose {
      eyebrow
      title
      vision {
        title
        text
        icon
      }
      mission {
        title
        text
        icon
      }
    }
  }
`
