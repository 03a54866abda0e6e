import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { IconCard } from "../../components/ui/icon-card"
import { FigureValue } from "../../components/figures/figure-notes"
import { figureUses } from "../../lib/figures"
import * as styles from "./opportunity.module.css"

export interface OpportunityProps {
  opportunity: Queries.InvestorsOpportunityFragment["opportunity"]
}

/** Where the cards' figures stand, for the page's list of sources. */
export const opportunityFigureUses = (opportunity: OpportunityProps["opportunity"]) =>
  figureUses("opportunity", opportunity.cards)

/** Market Opportunity: the 87% / 5x / 40% cards. The section is the target of 'Learn More'. */
export function Opportunity({ opportunity }: OpportunityProps) {
  return (
    <Section id="opportunity" eyebrow={opportunity.eyebrow} title={opportunity.title} lead={opportunity.lead}>
      <ul className={styles.grid}>
        {opportunity.cards.map((card, index) => (
          <IconCard
            key={card.title}
            icon={card.icon}
            iconSize={26}
            title={card.title}
            className={styles.card}
            classes={{ title: styles.title }}
          >
            <p className={styles.metric}>
              <span className={styles.value}>
                <FigureValue figure={card.figure.jsonId} at={`opportunity-${index + 1}`} />
              </span>{" "}
              <span>{card.description}</span>
            </p>
          </IconCard>
        ))}
      </ul>
    </Section>
  )
}

export const query = graphql`
  fragment InvestorsOpportunity on InvestorsPageJson {
    opportunity {
      eyebrow
      title
      lead
      cards {
        title
        figure {
          jsonId
        }
        description
        icon
      }
    }
  }
`
