import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { WhyJoin } from "../sections/careers/why-join"
import { Openings } from "../sections/careers/openings"
import { required } from "../lib/required"
import { pageSeo } from "../components/seo/share-image"

export default function JobsPage({ data, location }: PageProps<Queries.JobsPageQuery>) {
  const copy = required(data.careersPageJson, "data/careers-page/")
  return (
    <SitePage pathname={location.pathname} seo={pageSeo(copy, "/jobs")} hero={copy.hero}>
      <WhyJoin why={copy.why} />
      <Openings copy={copy} jobs={data.allJobsJson.nodes} />
    </SitePage>
  )
}

export const query = graphql`
  query JobsPage($locale: String!, $openJobs: [String!]!) {
    ...PageLayout
    careersPageJson(locale: { eq: $locale }) {
      ...PageHead
      ...CareersWhy
      ...CareersOpenings
    }
    allJobsJson(filter: { locale: { eq: $locale }, slug: { in: $openJobs } }, sort: { datePosted: DESC }) {
      nodes {
        ...CareersJob
      }
    }
  }
`
