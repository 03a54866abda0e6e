import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { Band } from "../components/ui/band"
import { ButtonLink } from "../components/ui/button"
import { CtaBand } from "../components/ui/cta-band"
import { Faq } from "../sections/home/faq"
import { MarkdownFiguresProvider } from "../components/figures/figure-notes"
import { Sources } from "../components/figures/sources"
import { ContactCards } from "../sections/contact/contact-cards"
import { useSiteData } from "../hooks/use-site-data"
import { EmergencyNotice } from "../components/trust/emergency-notice"
import { GrievanceOfficer } from "../components/trust/grievance-officer"
import { pageSeo } from "../components/seo/share-image"

/** Help & Support: Home's FAQ records and accordion, the support channels and hours, and the way to the form. */
export default function HelpPage({ data, location }: PageProps<Queries.HelpPageQuery>) {
  const site = useSiteData()
  const page = data.helpPageJson
  const cards = data.contactPageJson?.cards
  const office = data.allOfficeLocationsJson.nodes[0]
  const { emergencyNoticeJson: emergency, grievanceOfficerJson: officer } = data
  if (!page || !cards || !office || !emergency || !officer)
    throw new Error(
      "data/help-page/, contact-page/ (with its office), emergency-notice/ and grievance-officer/ are required",
    )
  return (
    <SitePage
      pathname={location.pathname}
      seo={pageSeo(page, "/help")}
      hero={{ ...page.hero, children: <EmergencyNotice notice={emergency} /> }}
    >
      <MarkdownFiguresProvider
        words={data.figureWords}
        texts={data.allFaqsJson.nodes.map((faq) => ({ at: `faq-${faq.jsonId}`, text: faq.body }))}
      >
        <Faq copy={page.faq} faqs={data.allFaqsJson.nodes} />
        <Sources />
      </MarkdownFiguresProvider>
      <Band>
        <ContactCards
          copy={cards}
          email={site.email}
          phone={site.phone}
          whatsappNumber={site.whatsappNumber}
          office={office}
          wide
        />
      </Band>
      <Band tone="alt">
        <GrievanceOfficer officer={officer} />
      </Band>
      <CtaBand id="help-cta" title={page.cta.title} text={page.cta.text}>
        <ButtonLink to="/contact" variant="inverse" trailingIcon="arrow-right">
          {page.cta.label}
        </ButtonLink>
      </CtaBand>
    </SitePage>
  )
}

export const query = graphql`
  query HelpPage($locale: String!) {
    ...PageLayout
    ...PageFigureWords
    helpPageJson(locale: { eq: $locale }) {
      ...DescribedPageHead
      faq {
        ...SectionIntro
      }
      cta {
        title
        text
        label
      }
    }
    allFaqsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...HomeFaq
        body {
          figures {
            ...FigureRecord
          }
        }
      }
    }
    contactPageJson(locale: { eq: $locale }) {
      cards {
        ...ContactCardsSection
      }
    }
    allOfficeLocationsJson(filter: { locale: { eq: $locale } }, limit: 1) {
      nodes {
        ...ContactOffice
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
