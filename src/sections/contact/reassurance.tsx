import * as React from "react"
import { graphql } from "gatsby"
import { Icon } from "../../components/ui/icon"
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
            <li key={item.title} className={styles.item}>
              <span className={styles.icon}>
                <Icon name={item.icon} />
              </span>
              <h3 className={styles.itemTitle}>{item.title}</h3>
              <p className={styles.text}>{item.description}</p>
            </li>
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
