import * as React from "react"
import { graphql } from "gatsby"
import { Icon } from "./icon"
import * as styles from "./feature-card.module.css"

export interface FeatureCardProps extends React.HTMLAttributes<HTMLElement> {
  icon: string
  title: string
  description: string
  /** heading level of the title inside its section */
  headingLevel?: 3 | 4
}

/** A rounded card with an icon, a title and a short description. */
export function FeatureCard({ icon, title, description, headingLevel = 3, className, ...rest }: FeatureCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={[styles.card, className].filter(Boolean).join(" ")} {...rest}>
      <span className={styles.icon}>
        <Icon name={icon} size={26} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.description}>{description}</p>
    </article>
  )
}

/** A headed list of feature cards as the content model keeps it (IconCardSection). */
export const query = graphql`
  fragment IconCardSection on IconCardSection {
    eyebrow
    title
    items {
      title
      description
      icon
    }
  }
`
