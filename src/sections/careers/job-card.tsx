import * as React from "react"
import { graphql } from "gatsby"
import { Link } from "../../components/ui/link"
import { Icon } from "../../components/ui/icon"
import { ButtonLink } from "../../components/ui/button"
import * as styles from "./job-card.module.css"
import { jobPath } from "../../lib/jobs"

export interface JobCardProps {
  job: Queries.CareersJobFragment
  /** the fixed employment-type label, 'Full-time' */
  employmentType: string
}

/** One opening: location, posting date, title, a 3-line description, 'Apply Now' and a details link. */
export function JobCard({ job, employmentType }: JobCardProps) {
  return (
    <article className={styles.card} aria-labelledby={`job-${job.slug}`}>
      <div className={styles.meta}>
        <span className={styles.location}>
          <Icon name="map-pin" size={16} />
          {job.location}
        </span>
        <span className={styles.posted}>
          <Icon name="calendar" size={16} />
          Posted <time dateTime={job.datePosted}>{job.datePostedText}</time>
        </span>
      </div>
      <h3 id={`job-${job.slug}`} className={styles.title}>
        {job.title}
      </h3>
      <p className={styles.description}>{job.description}</p>
      <div className={styles.footer}>
        <span className={styles.type}>
          <Icon name="clock" size={16} />
          {employmentType}
        </span>
        <div className={styles.actions}>
          <Link to={jobPath(job.slug)} className={styles.details}>
            View details<span className="visually-hidden"> for {job.title}</span>
          </Link>
          <ButtonLink to={job.link} external>
            Apply Now<span className="visually-hidden"> for {job.title}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  )
}

export const query = graphql`
  fragment CareersJob on JobsJson {
    slug
    title
    description
    location
    datePosted
    datePostedText: datePosted(calendar: "MMM d, y")
    link
  }
`
