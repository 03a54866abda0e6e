import * as React from "react"
import { Link } from "../../components/ui/link"
import { Icon } from "../../components/ui/icon"
import { PageHero } from "../../components/ui/page-hero"
import { useNewTabHint } from "../../hooks/page-data"
import * as styles from "./job-details.module.css"

export interface JobDetailsProps {
  job: Pick<
    NonNullable<Queries.JobPostingPageQuery["jobsJson"]>,
    "title" | "description" | "location" | "datePosted" | "datePostedText" | "link"
  >
  /** The fixed label for every opening, from careers-page.<language>.json. */
  employmentType: string
  /** The page's words from careers-page.<language>.json: its badge, the facts' name, the description's title. */
  labels: {
    badge: string
    roleFacts: string
    roleTitle: string
    posted: string
    apply: string
    back: string
  }
}

/** One opening in full: where, when, what kind, the whole description, and the way to apply. */
export function JobDetails({ job, employmentType, labels }: JobDetailsProps) {
  const newTab = useNewTabHint()
  return (
    <>
      <PageHero badge={labels.badge} title={job.title}>
        <ul className={styles.meta} aria-label={labels.roleFacts}>
          <li>
            <Icon name="map-pin" size={18} />
            {job.location}
          </li>
          <li>
            <Icon name="clock" size={18} />
            {employmentType}
          </li>
          <li>
            <Icon name="calendar" size={18} />
            {labels.posted} <time dateTime={job.datePosted}>{job.datePostedText}</time>
          </li>
        </ul>
      </PageHero>
      <section className={styles.body} aria-labelledby="job-about">
        <h2 id="job-about" className={styles.subheading}>
          {labels.roleTitle}
        </h2>
        <p className={styles.description}>{job.description}</p>
        <div className={styles.actions}>
          <a className={styles.apply} href={job.link} target="_blank" rel="noopener noreferrer">
            {labels.apply}
            <span className="visually-hidden"> {newTab}</span>
            <Icon name="arrow-right" size={18} />
          </a>
          <Link className={styles.back} to="/jobs">
            <span aria-hidden="true">←</span> {labels.back}
          </Link>
        </div>
      </section>
    </>
  )
}
