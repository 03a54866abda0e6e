import * as React from "react"
import { localizedPath } from "../lib/locales"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { useSiteData } from "../hooks/use-site-data"
import { useLocale } from "../hooks/page-data"
import { ContactHero } from "../sections/contact/hero"
import { Columns } from "../sections/contact/columns"
import { ContactForm } from "../sections/contact/contact-form"
import { ContactCards } from "../sections/contact/contact-cards"
import { Reassurance } from "../sections/contact/reassurance"
import { Band } from "../components/ui/band"
import { EmergencyNotice } from "../components/trust/emergency-notice"
import { GrievanceOfficer } from "../components/trust/grievance-officer"
import { editorShareImage } from "../components/seo/share-image"

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const locale = useLocale()
  const site = useSiteData()
  const page = data.contactPageJson
  const office = data.allOfficeLocationsJson.nodes[0]
  const { emergencyNoticeJson: emergency, grievanceOfficerJson: officer } = data
  if (!page || !office || !emergency || !officer)
    throw new Error("data/contact-page/ (with its office), emergency-notice/ and grievance-officer/ are required")
  return (
    <SitePage
      pathname={location.pathname}
      seo={{
        title: page.seoTitle,
        description: page.seoDescription,
        pathname: "/contact",
        image: editorShareImage(page.shareImage, page.shareImageAlt, page.seoTitle),
      }}
    >
      <ContactHero copy={page.hero}>
        <EmergencyNotice notice={emergency} />
      </ContactHero>
      <Columns
        main={
          <ContactForm
            copy={page.form}
            supportEmail={site.email}
            locale={locale}
            mailSubjects={data.english?.form.subjects}
            pagePath={localizedPath(locale, "/contact")}
          />
        }
        aside={
          <ContactCards
            copy={page.cards}
            email={site.email}
            phone={site.phone}
            whatsappNumber={site.whatsappNumber}
            office={office}
          />
        }
      />
      <Band tone="alt">
        <GrievanceOfficer officer={officer} />
      </Band>
      <Reassurance copy={page.reassurance} />
    </SitePage>
  )
}

export const query = graphql`
  query ContactPage($locale: String!) {
    ...PageLayout
    contactPageJson(locale: { eq: $locale }) {
      shareImage {
        ...ShareImage
      }
      shareImageAlt
      seoTitle
      seoDescription
      hero {
        ...ContactHeroSection
      }
      form {
        ...ContactFormSection
      }
      cards {
        ...ContactCardsSection
      }
      reassurance {
        ...ContactReassuranceSection
      }
    }
    allOfficeLocationsJson(filter: { locale: { eq: $locale } }, limit: 1) {
      nodes {
        ...ContactOffice
      }
    }
    english: contactPageJson(locale: { eq: "en" }) {
      form {
        subjects {
          value
          label
        }
      }
    }
    emergencyNoticeJson(locale: { eq: $locale }) {
      ...EmergencyNotice
    }
    grievanceOfficerJson(locale: { eq: $locale }) {
      ...GrievanceOfficer
    }
  }
`
