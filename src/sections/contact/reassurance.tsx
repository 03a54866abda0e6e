import * as React from "react"
import { graphql } from "gatsby"
import { IconCard } from "../../components/ui/icon-card"
import * as styles from "./reassurance.module.css"

export interface ReassuranceProps {
  copy: Queries.ContactReassuranceSectionFragment
}

export function Reassurance({ copy }: ReassuranceProps) {
  return (
    <section className={styles.band} aria-labelledby="contact-reassurance-title">
      <div className={styles.inner}>
        <h2 id="contact-reassurance-title" className={styles.title}>
          {copy.title}
        </h2>
        <ul className={styles.list}>
          {copy.items.map((item) => (
            <IconCard key={item.title} icon={item.icon} title={item.title} className={styles.item}>
              <p className={styles.text}>{item.description}</p>
            </IconCard>
          ))}
        </ul>
      </div>
    </section>
  )
}

export const contactReassuranceFragment = graphql`
  fragment ContactReassuranceSection on ContactReassurance {
    title
    items {
      icon
      title
      description
    }
  }
`
