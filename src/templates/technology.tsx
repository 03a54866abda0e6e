import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { ReviewedBy } from "../components/trust/reviewed-by"
import {
  MoreTechnologies,
  TechnologyCta,
  TechnologyLead,
  TechnologyPrinciples,
  TechnologyUses,
} from "../sections/technology/technology-sections"
import { editorShareImage } from "../components/seo/share-image"

/** /technology-…: one page per technology of data/solutions/, created in gatsby-node.ts. */
export default function TechnologyTemplate({ data, location }: PageProps<Queries.TechnologyPageQuery>) {
  const { technologiesJson: tech, technologyPageJson: copy, interfaceJson: frame } = data
  if (!tech || !copy || !frame)
    throw new Error(`No technology record or technology page copy (data/solutions/) for ${location.pathname}`)
  return (
    <SitePage
      pathname={location.pathname}
      seo={{
        title: tech.title,
        description: tech.summary,
        pathname: `/${tech.slug}`,
        image: editorShareImage(tech.shareImage, tech.shareImageAlt, tech.title),
        jsonLd: {
          type: "MedicalWebPage",
          page: { ...tech, description: tech.summary, path: `/${tech.slug}` },
        },
      }}
      hero={{
        badge: copy.badge,
        title: tech.title,
        // AI leads; the two apps' marks beside it: the patient's phone, the provider's hospital
        art: ["brain-circuit", "smartphone", "hospital"],
        children: (
          <>
            <TechnologyLead tech={tech} />
            <ReviewedBy line={frame.reviewedLine} review={tech} />
          </>
        ),
      }}
    >
      <TechnologyUses uses={tech.uses} copy={copy} />
      <TechnologyPrinciples principles={tech.principles} copy={copy} />
      <MoreTechnologies
        others={data.allTechnologiesJson.nodes.filter((other) => other.slug !== tech.slug)}
        copy={copy}
      />
      <TechnologyCta copy={copy} />
    </SitePage>
  )
}

export const query = graphql`
  query TechnologyPage($id: String!, $locale: String!) {
    ...PageLayout
    technologiesJson(id: { eq: $id }) {
      slug
      title
      summary
      shareImage {
        ...ShareImage
      }
      shareImageAlt
      reviewer
      reviewerRole
      reviewedOn
      reviewedOnText: reviewedOn(calendar: "MMMM d, y")
      ...TechnologySections
    }
    interfaceJson(locale: { eq: $locale }) {
      reviewedLine
    }
    allTechnologiesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        slug
        title
        icon
      }
    }
    technologyPageJson(locale: { eq: $locale }) {
      ...TechnologyPageCopy
    }
  }
`
