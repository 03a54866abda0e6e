import * as React from "react"
import { graphql } from "gatsby"
import { Link } from "../../components/ui/link"
import { Icon } from "../../components/ui/icon"
import { ButtonLink } from "../../components/ui/button"
import * as styles from "./job-card.module.css"
import { jobPath } from "../../lib/jobs"
import { fillTemplate } from "../../lib/text"

export interface JobCardProps {
  job: Queries.CareersJobFragment
  /** the fixed employment-type label, 'Full-time' */
  employmentType: string
  /** The card's words in the page's language (careers-page.<language>.json openings). */
  labels: Pick<
    Queries.CareersOpeningsFragment["openings"],
    "postedLabel" | "detailsLabel" | "applyLabel" | "forJobLabel" | "detailsForJobLabel"
  >
}

/** One opening: location, posting date, title, a 3-line description, 'Apply Now' and a details link. */
export function JobCard({ job, employmentType, labels }: JobCardProps) {
  // each link's own words: a language may put the job in another case for details than for applying
  const forJob = ` ${fillTemplate(labels.forJobLabel, { title: job.title })}`
  const detailsForJob = ` ${fillTemplate(labels.detailsForJobLabel, { title: job.title })}`
  return (
    <article className={styles.card} aria-labelledby={`job-${job.slug}`}>
      <div className={styles.meta}>
        <span className={styles.location}>
          <Icon name="map-pin" size={16} />
          {job.location}
        </span>
        <span className={styles.posted}>
          <Icon name="calendar" size={16} />
          {labels.postedLabel} <time dateTime={job.datePosted}>{job.datePostedText}</time>
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
            {labels.detailsLabel}
            <span className="visually-hidden">{detailsForJob}</span>
          </Link>
          <ButtonLink to={job.link} external>
            {labels.applyLabel}
            <span className="visually-hidden">{forJob}</span>
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
