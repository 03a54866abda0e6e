import * as React from "react"
import { graphql } from "gatsby"
import { telHref } from "../../lib/routes"
import { Joined } from "../ui/joined"
import * as styles from "./grievance-officer.module.css"

export interface GrievanceOfficerProps {
  officer: Queries.GrievanceOfficerFragment
  /** The heading's id: the privacy notice's table of contents and its rights section link to it. */
  id?: string
}

/** Who answers questions and complaints about personal data (IT Rules 2011, DPDP Rules 2025), from data/grievance-officer/. */
export function GrievanceOfficer({ officer, id = "grievance-officer" }: GrievanceOfficerProps) {
  const { labels } = officer
  return (
    <section aria-labelledby={id} className={styles.officer}>
      <h2 id={id}>{officer.title}</h2>
      {officer.processingContact && <p className={styles.role}>{officer.processingContact}</p>}
      <p>{officer.intro}</p>
      <dl className={styles.details}>
        <dt>{labels.name}</dt>
        <dd>{officer.name}</dd>
        <dt>{labels.designation}</dt>
        <dd>{officer.designation}</dd>
        <dt>{labels.email}</dt>
        <dd>
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </dd>
        <dt>{labels.phone}</dt>
        <dd>
          <a href={telHref(officer.phone)}>{officer.phone}</a>
        </dd>
        <dt>{labels.postalAddress}</dt>
        <dd>
          <address>
            <Joined parts={officer.postalAddress} between={<br />} />
          </address>
        </dd>
        <dt>{labels.responseTime}</dt>
        <dd>{officer.responseTime}</dd>
      </dl>
    </section>
  )
}

export const query = graphql`
  fragment GrievanceOfficer on GrievanceOfficerJson {
    title
    processingContact
    intro
    name
    designation
    email
    phone
    postalAddress
    responseTime
    labels {
      name
      designation
      email
      phone
      postalAddress
      responseTime
    }
  }
`
