import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { JobDetails } from "../sections/job-posting/job-details"
import { jobPath } from "../lib/jobs"
import { editorShareImage } from "../components/seo/share-image"

/** A search snippet is about 155 characters: cut at a word and mark the cut. */
const snippet = (text: string, max = 155) =>
  text.length <= max ? text : `${text.slice(0, text.lastIndexOf(" ", max - 1)).replace(/[,.;:]$/, "")}…`

/** /jobs/<slug>: one page per open job, created in gatsby-node.ts, carrying its JobPosting data. */
export default function JobPostingTemplate({ data, location }: PageProps<Queries.JobPostingPageQuery>) {
  const job = data.jobsJson
  const careers = data.careersPageJson
  const employmentType = careers?.openings.employmentType
  if (!job || !careers || !employmentType)
    throw new Error("JobPostingTemplate: the job of this page or its type is missing")
  return (
    <SitePage
      pathname={location.pathname}
      seo={{
        title: job.title,
        description: snippet(job.description),
        pathname: jobPath(job.slug),
        image: editorShareImage(job.shareImage, job.shareImageAlt, job.title),
        // schema.org's code is read from the English label, whatever the page's language
        jsonLd: { type: "JobPosting", job, employmentType: data.english?.openings.employmentType ?? employmentType },
      }}
    >
      <JobDetails
        job={job}
        employmentType={employmentType}
        labels={{
          badge: careers.hero.badge,
          roleFacts: careers.roleFactsLabel,
          roleTitle: careers.roleTitle,
          posted: careers.openings.postedLabel,
          apply: careers.openings.applyLabel,
          back: careers.openings.backLabel,
        }}
      />
    </SitePage>
  )
}

export const query = graphql`
  query JobPostingPage($id: String!, $locale: String!) {
    ...PageLayout
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
      shareImage {
        ...ShareImage
      }
      shareImageAlt
    }
    english: careersPageJson(locale: { eq: "en" }) {
      openings {
        employmentType
      }
    }
    careersPageJson(locale: { eq: $locale }) {
      hero {
        badge
      }
      roleFactsLabel
      roleTitle
      openings {
        employmentType
        postedLabel
        applyLabel
        backLabel
      }
    }
  }
`
