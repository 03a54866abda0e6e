import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { LegalPage } from "../sections/legal/legal-page"

export default function PrivacyPage({ data, location }: PageProps<Queries.PrivacyPageQuery>) {
  const page = data.legalPagesJson
  if (!page) throw new Error('data/legal-pages.json has no "privacy" page')
  return (
    <Layout pathname={location.pathname}>
      <Seo title={page.title} description={page.intro} pathname="/privacy" />
      <LegalPage page={page} />
    </Layout>
  )
}

export const query = graphql`
  query PrivacyPage {
    legalPagesJson(slug: { eq: "privacy" }) {
      ...LegalPage
    }
  }
`
