import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { LegalPage } from "../sections/legal/legal-page"

/** /privacy and /terms-and-conditions: one page per record of data/legal-pages.json, at /<slug>. */
export default function LegalPageTemplate({ data, location }: PageProps<Queries.LegalPageTemplateQuery>) {
  const page = data.legalPagesJson
  if (!page) throw new Error(`data/legal-pages.json has no page for ${location.pathname}`)
  return (
    <Layout pathname={location.pathname}>
      <Seo title={page.title} description={page.lead} pathname={`/${page.slug}`} />
      <LegalPage page={page} />
    </Layout>
  )
}

export const query = graphql`
  query LegalPageTemplate($id: String!) {
    legalPagesJson(id: { eq: $id }) {
      slug
      ...LegalPage
    }
  }
`
