import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { PageHero } from "../components/ui/page-hero"
import { Story, storyFigureUses } from "../sections/about/story"
import { FigureNotesProvider } from "../components/figures/figure-notes"
import { Sources } from "../components/figures/sources"
import { Purpose } from "../sections/about/purpose"
import { Values } from "../sections/about/values"
import { CompanyStats } from "../sections/about/company-stats"
import { AboutCta } from "../sections/about/about-cta"
import { PeopleSection, ProofSection } from "../components/people/people-sections"
import { useSiteData } from "../hooks/use-site-data"
import { useScrollReveal } from "../hooks/use-scroll-reveal"
import * as styles from "../sections/about/reveal.module.css"
import { required } from "../lib/required"
import { pageArt } from "../lib/page-art"
import { pageSeo } from "../components/seo/share-image"

export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  const copy = required(data.aboutPageJson, "data/about-page/")
  const proofCopy = required(data.peopleCopy, "data/about-page/")
  const { professionalNetworkUrl } = useSiteData()
  const { ref, visible } = useScrollReveal<HTMLDivElement>()
  return (
    <SitePage
      pathname={location.pathname}
      seo={pageSeo(copy, "/about", { jsonLd: { type: "Organization", privacyContact: data.grievanceOfficerJson } })}
    >
      <FigureNotesProvider data={data} uses={storyFigureUses(copy.story)}>
        <div ref={ref} className={styles.page} data-visible={visible}>
          <PageHero {...copy.hero} art={pageArt("/about")} />
          <Story story={copy.story} highlights={data.allHighlightsJson.nodes} />
          <Purpose purpose={copy.purpose} />
          <Values intro={copy.values} values={data.allCoreValuesJson.nodes} />
          <CompanyStats intro={copy.stats} stats={data.allCompanyStatsJson.nodes} />
          <PeopleSection
            copy={proofCopy.people}
            team={data.allTeamMembersJson.nodes}
            advisors={data.allAdvisorsJson.nodes}
          />
          <ProofSection
            copy={proofCopy.proof}
            partners={data.allPartnersJson.nodes}
            stories={data.allCustomerStoriesJson.nodes}
            tone="alt"
          />
          <AboutCta cta={copy.cta} joinUrl={professionalNetworkUrl} />
        </div>
        <Sources />
      </FigureNotesProvider>
    </SitePage>
  )
}

export const query = graphql`
  query AboutPage($locale: String!) {
    ...PageLayout
    grievanceOfficerJson(locale: { eq: $locale }) {
      title
      email
      phone
    }
    ...PageFigures
    aboutPageJson(locale: { eq: $locale }) {
      ...PageHead
      ...AboutStory
      ...AboutPurpose
      ...AboutValues
      ...AboutStats
      ...AboutCta
    }
    allHighlightsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...AboutHighlight
      }
    }
    allCoreValuesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...AboutCoreValue
      }
    }
    allCompanyStatsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...AboutCompanyStat
      }
    }
    allTeamMembersJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...PersonCard
      }
    }
    ...PeopleAndProof
  }
`
