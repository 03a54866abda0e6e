import * as React from "react"
import { graphql } from "gatsby"
import { classNames } from "../../lib/class-names"
import { IconCard } from "./icon-card"
import * as styles from "./feature-card.module.css"

export interface FeatureCardProps extends React.HTMLAttributes<HTMLElement> {
  icon: string
  title: string
  description: string
  /** heading level of the title inside its section */
  headingLevel?: 3 | 4
}

/** A rounded card with an icon, a title and a short description. */
export function FeatureCard({ icon, title, description, className, ...rest }: FeatureCardProps) {
  return (
    <IconCard
      as="article"
      icon={icon}
      iconSize={26}
      title={title}
      className={classNames(styles.card, className)}
      classes={{ icon: styles.icon }}
      {...rest}
    >
      <p className={styles.description}>{description}</p>
    </IconCard>
  )
}

export interface FeatureCardsProps {
  items: readonly { icon: string; title: string; description: string }[]
  /** the list's grid */
  className?: string
  cardClassName?: string
}

/** Feature cards as a list, one card per item. */
export function FeatureCards({ items, className, cardClassName }: FeatureCardsProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title}>
          <FeatureCard icon={item.icon} title={item.title} description={item.description} className={cardClassName} />
        </li>
      ))}
    </ul>
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
