import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { PageHero } from "../components/ui/page-hero"
import { WhyJoin } from "../sections/careers/why-join"
import { Openings } from "../sections/careers/openings"

export default function JobsPage({ data, location }: PageProps<Queries.JobsPageQuery>) {
  const copy = data.careersPageJson
  if (!copy) throw new Error("data/careers-page/ is missing")
  return (
    <Layout pathname={location.pathname}>
      <Seo title={copy.seoTitle} description={copy.hero.lead} pathname="/jobs" />
      <PageHero badge={copy.hero.badge} title={copy.hero.title}>
        <p>{copy.hero.lead}</p>
      </PageHero>
      <WhyJoin why={copy.why} />
      <Openings copy={copy} jobs={data.allJobsJson.nodes} />
    </Layout>
  )
}

export const query = graphql`
  query JobsPage($locale: String!) {
    layout: layoutData(locale: $locale) {
      ...LayoutData
    }
    careersPageJson(locale: { eq: $locale }) {
      seoTitle
      hero {
        badge
        title
        lead
      }
      ...CareersWhy
      ...CareersOpenings
    }
    allJobsJson(filter: { locale: { eq: $locale }, fields: { open: { eq: true } } }, sort: { datePosted: DESC }) {
      nodes {
        ...CareersJob
      }
    }
  }
`
