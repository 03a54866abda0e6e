import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { FeatureCard } from "../../components/ui/feature-card"
import * as styles from "./values.module.css"

export interface ValuesProps {
  intro: Queries.AboutValuesFragment["values"]
  values: ReadonlyArray<Queries.AboutCoreValueFragment>
}

/** The six core values. As the spec asks, clicks and hovers are only logged to the console. */
export function Values({ intro, values }: ValuesProps) {
  return (
    <Section id="values" eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} reveal>
      <ul className={styles.grid}>
        {values.map((value) => (
          <li key={value.title} data-reveal="">
            <FeatureCard
              icon={value.icon}
              title={value.title}
              description={value.description}
              onClick={() => console.debug(`Core value clicked: ${value.title}`)}
              onMouseEnter={() => console.debug(`Core value hovered: ${value.title}`)}
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}

export const query = graphql`
  fragment AboutValues on AboutPageJson {
    values {
      eyebrow
      title
      lead
    }
  }
  fragment AboutCoreValue on CoreValuesJson {
    title
    description
    icon
  }
`
