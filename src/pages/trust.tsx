import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { Glance } from "../sections/trust/glance"
import { Certifications } from "../sections/trust/certifications"
import { SubProcessors } from "../sections/trust/sub-processors"
import { Statements } from "../sections/trust/statements"
import { Documents } from "../sections/trust/documents"
import { required } from "../lib/required"
import { pageSeo } from "../components/seo/share-image"

/** /trust, the trust centre: where data lives, audits, sub-processors, roles, security and documents on request. */
export default function TrustPage({ data, location }: PageProps<Queries.TrustPageQuery>) {
  const copy = required(data.trustPageJson, "data/trust-page/")
  return (
    <SitePage
      pathname={location.pathname}
      seo={pageSeo(copy, "/trust", { jsonLd: { type: "Organization", privacyContact: data.grievanceOfficerJson } })}
      hero={copy.hero}
    >
      <Glance glance={copy.glance} />
      <Certifications copy={copy.certifications} items={data.allTrustCertificationsJson.nodes} />
      <SubProcessors copy={copy.subProcessors} items={data.allSubProcessorsJson.nodes} />
      <Statements
        statements={[
          { id: "roles", copy: copy.roles },
          { id: "security", copy: copy.security },
        ]}
      />
      <Documents documents={copy.documents} />
    </SitePage>
  )
}

export const query = graphql`
  query TrustPage($locale: String!) {
    ...PageLayout
    trustPageJson(locale: { eq: $locale }) {
      ...PageHead
      glance {
        ...TrustGlance
      }
      certifications {
        ...TrustCertifications
      }
      subProcessors {
        ...TrustSubProcessors
      }
      roles {
        ...TrustText
      }
      security {
        ...TrustText
      }
      documents {
        ...TrustDocuments
      }
    }
    allTrustCertificationsJson(filter: { locale: { eq: $locale } }, sort: { date: DESC }) {
      nodes {
        ...TrustCertification
      }
    }
    allSubProcessorsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...TrustSubProcessor
      }
    }
    grievanceOfficerJson(locale: { eq: $locale }) {
      title
      email
      phone
    }
  }
`
