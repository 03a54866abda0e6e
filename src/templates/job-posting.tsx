import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { JobDetails } from "../sections/job-posting/job-details"
import { jobPath } from "../lib/jobs"

/** A search snippet is about 155 characters: cut at a word and mark the cut. */
const snippet = (text: string, max = 155) =>
  text.length <= max ? text : `${text.slice(0, text.lastIndexOf(" ", max - 1)).replace(/[,.;:]$/, "")}…`

/** /jobs/<slug>: one page per open job, created in gatsby-node.ts, carrying its JobPosting data. */
export default function JobPostingTemplate({ data, location }: PageProps<Queries.JobPostingPageQuery>) {
  const job = data.jobsJson
  const employmentType = data.careersPageJson?.openings.employmentType
  if (!job || !employmentType) throw new Error("JobPostingTemplate: the job of this page or its type is missing")
  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={job.title}
        description={snippet(job.description)}
        pathname={jobPath(job.slug)}
        jsonLd={{ type: "JobPosting", job, employmentType }}
      />
      <JobDetails job={job} employmentType={employmentType} />
    </Layout>
  )
}

export const query = graphql`
  query JobPostingPage($id: String!) {
    jobsJson(id: { eq: $id }) {
      slug
      title
      description
      location
      remote
      datePosted
      datePostedText: datePosted(calendar: "MMM d, y")
      validThrough
      link
    }
    careersPageJson {
      openings {
        employmentType
      }
    }
  }
`
