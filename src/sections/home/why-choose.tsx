import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { IconList } from "../../components/ui/icon-list"
import { StatList } from "../../components/ui/stat-list"
import { IconChip } from "../../components/ui/icon-chip"
import * as styles from "./why-choose.module.css"
import { swipeListProps } from "../../lib/swipe-list"

export interface WhyChooseProps {
  copy: Queries.HomeWhyChooseCopyFragment
  benefits: readonly Queries.HomeBenefitFragment[]
}

export function WhyChoose({ copy, benefits }: WhyChooseProps) {
  return (
    <Section compact id="why-choose" tone="alt" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <div className={styles.layout}>
        <IconList
          items={benefits}
          iconSize={24}
          className={styles.benefits}
          listProps={swipeListProps("why-choose-title")}
          classes={{ item: styles.benefit, icon: styles.icon, title: styles.title }}
        />
        <div className={styles.visual}>
          <IconChip className={styles.mark} name="shield-check" size={72} />
          <StatList stats={copy.bubbles} className={styles.bubbles} statClassName={styles.bubble} />
        </div>
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment HomeWhyChooseCopy on HomeWhyChooseCopy {
    eyebrow
    title
    lead
    bubbles {
      value
      label
    }
  }

  fragment HomeBenefit on BenefitsJson {
    title
    description
    icon
  }
`
