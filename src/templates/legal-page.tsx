import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { LegalPage } from "../sections/legal/legal-page"
import { pageArt } from "../lib/page-art"
import { editorShareImage } from "../components/seo/share-image"

/** /privacy, /terms-and-conditions, /responsible-ai, …: one page per file of data/legal-pages/, at /<slug>. */
export default function LegalPageTemplate({ data, location }: PageProps<Queries.LegalPageTemplateQuery>) {
  const page = data.legalPagesJson
  if (!page) throw new Error(`data/legal-pages/ has no page for ${location.pathname}`)
  return (
    <SitePage
      pathname={location.pathname}
      seo={{
        title: page.title,
        description: page.seoDescription,
        pathname: `/${page.slug}`,
        image: editorShareImage(page.shareImage, page.shareImageAlt, page.title),
        jsonLd: { type: "WebPage", page: { ...page, description: page.seoDescription, path: `/${page.slug}` } },
      }}
    >
      <LegalPage
        page={page}
        reviewedLine={data.interfaceJson?.reviewedLine}
        grievanceOfficer={data.grievanceOfficerJson}
        art={pageArt(`/${page.slug}`)}
        figureWords={data.figureWords}
      />
    </SitePage>
  )
}

export const query = graphql`
  query LegalPageTemplate($id: String!, $showGrievanceOfficer: Boolean = false, $locale: String!) {
    ...PageLayout
    ...PageFigureWords
    legalPagesJson(id: { eq: $id }) {
      slug
      seoDescription
      shareImage {
        ...ShareImage
      }
      shareImageAlt
      ...LegalPage
    }
    interfaceJson(locale: { eq: $locale }) {
      reviewedLine
    }
    grievanceOfficerJson(locale: { eq: $locale }) @include(if: $showGrievanceOfficer) {
      ...GrievanceOfficer
    }
  }
`
