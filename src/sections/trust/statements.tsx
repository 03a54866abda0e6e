import * as React from "react"
import { graphql } from "gatsby"
import { Band } from "../../components/ui/band"
import * as styles from "./trust.module.css"

export interface StatementsProps {
  statements: ReadonlyArray<{ id: string; copy: Queries.TrustTextFragment }>
}

/** Short texts side by side, each under its own heading: who is responsible for the data, and security. */
export function Statements({ statements }: StatementsProps) {
  return (
    <Band tone="tint">
      <div className={styles.statements}>
        {statements.map(({ id, copy }) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className={styles.statement}>
            <h2 id={`${id}-title`}>{copy.title}</h2>
            <div className={styles.prose} dangerouslySetInnerHTML={{ __html: copy.text.html }} />
          </section>
        ))}
      </div>
    </Band>
  )
}

export const query = graphql`
  fragment TrustText on TrustText {
    title
    text {
      html
    }
  }
`
