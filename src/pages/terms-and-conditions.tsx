import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { LegalPage } from "../sections/legal/legal-page"

export default function TermsPage({ data, location }: PageProps<Queries.TermsPageQuery>) {
  const page = data.legalPagesJson
  if (!page) throw new Error('data/legal-pages.json has no "terms-and-conditions" page')
  return (
    <Layout pathname={location.pathname}>
      <Seo title={page.title} description={page.intro} pathname="/terms-and-conditions" />
      <LegalPage page={page} />
    </Layout>
  )
}

export const query = graphql`
  query TermsPage {
    legalPagesJson(slug: { eq: "terms-and-conditions" }) {
      ...LegalPage
    }
  }
`
