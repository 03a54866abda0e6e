import * as React from "react"
import { graphql } from "gatsby"
import { Band } from "../../components/ui/band"
import { SectionHeading } from "../../components/ui/section-heading"
import { Icon } from "../../components/ui/icon"
import { ButtonLink } from "../../components/ui/button"
import { JobCard } from "./job-card"
import { IconChip } from "../../components/ui/icon-chip"
import * as styles from "./openings.module.css"

export interface OpeningsProps {
  copy: Queries.CareersOpeningsFragment
  jobs: ReadonlyArray<Queries.CareersJobFragment>
}

/** The 'Openings' list in the page query's order (newest first), an empty state, and the resume card. */
export function Openings({ copy, jobs }: OpeningsProps) {
  return (
    <Band tone="alt" aria-labelledby="openings-title">
      <SectionHeading id="openings-title" title={copy.openings.title} lead={copy.openings.lead} />
      {jobs.length > 0 ? (
        <ul className={styles.list}>
          {jobs.map((job) => (
            <li key={job.slug}>
              <JobCard job={job} employmentType={copy.openings.employmentType} labels={copy.openings} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <Icon name="search" size={32} />
          <h3 className={styles.emptyTitle}>{copy.openings.emptyTitle}</h3>
          <p>{copy.openings.emptyText}</p>
        </div>
      )}
      <aside className={styles.resume} aria-labelledby="resume-title">
        <IconChip className={styles.resumeIcon} name="mail" size={28} />
        <div className={styles.resumeText}>
          <h3 id="resume-title">{copy.resume.title}</h3>
          <p>{copy.resume.text}</p>
        </div>
        <ButtonLink to="/contact">{copy.resume.label}</ButtonLink>
      </aside>
    </Band>
  )
}

export const query = graphql`
  fragment CareersOpenings on CareersPageJson {
    openings {
      title
      lead
      employmentType
      emptyTitle
      emptyText
      postedLabel
      detailsLabel
      applyLabel
      forJobLabel
      detailsForJobLabel
      backLabel
    }
    resume {
      title
      text
      label
    }
  }
`
