import * as React from "react"
import { graphql } from "gatsby"
import { Band } from "../../components/ui/band"
import { SectionHeading } from "../../components/ui/section-heading"
import { Icon } from "../../components/ui/icon"
import * as styles from "./purpose.module.css"

export interface PurposeProps {
  purpose: Queries.AboutPurposeFragment["purpose"]
}

/** The Vision and Mission cards. */
export function Purpose({ purpose }: PurposeProps) {
  return (
    <Band tone="alt" aria-labelledby="purpose-title">
      <div data-reveal="">
        <SectionHeading id="purpose-title" eyebrow={purpose.eyebrow} title={purpose.title} />
      </div>
      <div className={styles.grid}>
        {[purpose.vision, purpose.mission].map((statement) => (
          <article key={statement.title} className={styles.card} data-reveal="">
            <span className={styles.icon}>
              <Icon name={statement.icon} size={28} />
            </span>
            <h3 className={styles.title}>{statement.title}</h3>
            <p className={styles.text}>{statement.text}</p>
          </article>
        ))}
      </div>
    </Band>
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
