import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { LegalPart } from "../sections/legal/legal-part"
import { pageArt } from "../lib/page-art"
import { editorShareImage } from "../components/seo/share-image"
import { legalPartSlug } from "../lib/routes"

/** /privacy/<part>, …: one page per part of a long legal text (data/legal-pages/, `parts`), made in gatsby-node.ts. */
export default function LegalPartTemplate({ data, location }: PageProps<Queries.LegalPartTemplateQuery>) {
  const page = data.legalPagesJson
  const part = page?.part
  if (!page || !part) throw new Error(`data/legal-pages/ has no part for ${location.pathname}`)
  const path = `/${legalPartSlug(page.slug, part.slug)}`
  const title = `${part.title} · ${page.title}`
  return (
    <SitePage
      pathname={location.pathname}
      seo={{
        title,
        description: page.seoDescription,
        pathname: path,
        image: editorShareImage(page.shareImage, page.shareImageAlt, page.title),
        jsonLd: { type: "WebPage", page: { ...page, title, description: page.seoDescription, path } },
      }}
    >
      <LegalPart
        page={page}
        part={part}
        reviewedLine={data.interfaceJson?.reviewedLine}
        grievanceOfficer={data.grievanceOfficerJson}
        art={pageArt(`/${page.slug}`)}
      />
    </SitePage>
  )
}

export const query = graphql`
  query LegalPartTemplate($id: String!, $part: String!, $showGrievanceOfficer: Boolean = false, $locale: String!) {
    ...PageLayout
    legalPagesJson(id: { eq: $id }) {
      seoDescription
      shareImage {
        ...ShareImage
      }
      shareImageAlt
      ...LegalPartPage
      part(slug: $part) {
        slug
        title
        body {
          ...LegalPartBody
        }
        requestForm {
          ...RightsRequestForm
        }
      }
    }
    interfaceJson(locale: { eq: $locale }) {
      reviewedLine
    }
    grievanceOfficerJson(locale: { eq: $locale }) @include(if: $showGrievanceOfficer) {
      ...GrievanceOfficer
    }
  }
`
