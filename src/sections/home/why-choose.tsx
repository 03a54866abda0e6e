import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { IconList } from "../../components/ui/icon-list"
import { StatList } from "../../components/ui/stat-list"
import { IconChip } from "../../components/ui/icon-chip"
import * as styles from "./why-choose.module.css"
import { PersonCard, type Person } from "../../components/people/people-cards"
import { figureUses, textFigureUses } from "../../lib/figures"
import { FigureText } from "../../components/figures/figure-notes"

export interface WhyChooseProps {
  copy: Queries.HomeWhyChooseCopyFragment
  benefits: readonly Queries.HomeBenefitFragment[]
  /** the clinical advisors (About's records), after the benefits: none until the company names them */
  advisors?: readonly Person[]
}

/** Where the bubbles' figures stand, for the page's list of sources. */
export const whyChooseFigureUses = (copy: WhyChooseProps["copy"]) => [
  ...textFigureUses("why-choose-lead", copy.lead),
  ...figureUses("why-choose", copy.bubbles),
]

export function WhyChoose({ copy, benefits, advisors = [] }: WhyChooseProps) {
  const lead = <FigureText text={copy.lead} at="why-choose-lead" />
  return (
    <Section compact id="why-choose" tone="alt" eyebrow={copy.eyebrow} title={copy.title} lead={lead}>
      <div className={styles.layout}>
        {/* one cell of the layout: the position under the list takes no row (and gap) of its own */}
        <div>
          <IconList
            items={benefits}
            iconSize={24}
            swipeLabelledBy="why-choose-title"
            classes={{ item: styles.benefit, icon: styles.icon, title: styles.title }}
          >
            {advisors.map((person) => (
              <PersonCard key={person.name} person={person} className={styles.benefit} />
            ))}
          </IconList>
        </div>
        <div className={styles.visual}>
          <IconChip className={styles.mark} name="shield-check" size={72} />
          <StatList
            stats={copy.bubbles}
            className={styles.bubbles}
            statClassName={styles.bubble}
            figuresAt="why-choose"
          />
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
      figure {
        jsonId
      }
      label
      note
    }
  }

  fragment HomeBenefit on BenefitsJson {
    title
    description
    icon
  }
`
