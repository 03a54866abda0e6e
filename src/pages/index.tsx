import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { Hero } from "../sections/home/hero"
import { Problems } from "../sections/home/problems"
import { Solutions } from "../sections/home/solutions"
import { Features, featuresFigureUses } from "../sections/home/features"
import { WhyChoose } from "../sections/home/why-choose"
import { Story } from "../sections/home/story"
import { Faq, faqFigureUses } from "../sections/home/faq"
import { Contact } from "../sections/home/contact"
import { Impact } from "../sections/home/impact"
import { required } from "../lib/required"
import { withFigureValues } from "../lib/figures"
import { editorShareImage } from "../components/seo/share-image"
import { FigureNotesProvider } from "../components/figures/figure-notes"
import { Sources } from "../components/figures/sources"
import { heroFigureUses } from "../sections/home/hero"
import { problemsFigureUses } from "../sections/home/problems"
import { whyChooseFigureUses } from "../sections/home/why-choose"
import { contactFigureUses } from "../sections/home/contact"
import { impactFigureUses } from "../sections/home/impact"

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const copy = required(data.homePageJson, "data/home-page/")
  // where the page's figures stand, in its order: the numbers of their marks and of its list of sources
  const figureUses = [
    ...heroFigureUses(data.allStatsJson.nodes),
    ...problemsFigureUses(data.allProblemsJson.nodes),
    ...featuresFigureUses(data.allFeaturesJson.nodes),
    ...whyChooseFigureUses(copy.whyChoose),
    ...faqFigureUses(data.allFaqsJson.nodes),
    ...contactFigureUses(copy.contact, data.allQuickStatsJson.nodes),
    ...impactFigureUses(data.allImpactItemsJson.nodes),
  ]
  const faqsWithFigureValues = data.allFaqsJson.nodes.map((faq) => ({
    ...faq,
    body: { html: withFigureValues(faq.body.html, data.figures.nodes) },
  }))
  return (
    <SitePage
      pathname={location.pathname}
      seo={{
        pathname: "/",
        image: editorShareImage(copy.shareImage, copy.shareImageAlt, copy.hero.title),
        jsonLd: [{ type: "Organization" }, { type: "WebSite" }, { type: "FAQPage", faqs: faqsWithFigureValues }],
      }}
    >
      <FigureNotesProvider data={data} uses={figureUses}>
        <Hero copy={copy.hero} stats={data.allStatsJson.nodes} />
        <Problems copy={copy.problems} problems={data.allProblemsJson.nodes} impactBadge={copy.impactBadge} />
        <Solutions copy={copy.solutions} products={data.allProductsJson.nodes} />
        <Features copy={copy.features} features={data.allFeaturesJson.nodes} />
        <WhyChoose copy={copy.whyChoose} benefits={data.allBenefitsJson.nodes} advisors={data.allAdvisorsJson.nodes} />
        <Story copy={copy.story} milestones={data.allMilestonesJson.nodes} pillars={data.allVisionPillarsJson.nodes} />
        <Faq copy={copy.faq} faqs={data.allFaqsJson.nodes} />
        <Contact copy={copy.contact} quickStats={data.allQuickStatsJson.nodes} />
        <Impact
          copy={copy.impact}
          items={data.allImpactItemsJson.nodes}
          impactBadge={copy.impactBadge}
          proof={
            data.peopleCopy
              ? {
                  copy: data.peopleCopy.proof,
                  partners: data.allPartnersJson.nodes,
                  stories: data.allCustomerStoriesJson.nodes,
                }
              : undefined
          }
        />
        <Sources />
      </FigureNotesProvider>
    </SitePage>
  )
}

// gatsby-node.ts also creates /home from this component.
export const query = graphql`
  query HomePage($locale: String!) {
    ...PageLayout
    ...PeopleAndProof
    ...PageFigures
    homePageJson(locale: { eq: $locale }) {
      shareImage {
        ...ShareImage
      }
      shareImageAlt
      impactBadge
      hero {
        ...HomeHero
      }
      problems {
        ...HomeProblemsCopy
      }
      solutions {
        ...HomeSolutionsCopy
      }
      features {
        ...HomeFeaturesCopy
      }
      whyChoose {
        ...HomeWhyChooseCopy
      }
      story {
        ...HomeStoryCopy
      }
      faq {
        ...HomeFaqCopy
      }
      contact {
        ...HomeContactCopy
      }
      impact {
        ...HomeImpactCopy
      }
    }
    allStatsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...HomeHeroStat
      }
    }
    allProblemsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...HomeProblem
      }
    }
    allProductsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...HomeProduct
      }
    }
    allFeaturesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...HomeFeature
      }
    }
    allBenefitsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...HomeBenefit
      }
    }
    allMilestonesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...HomeMilestone
      }
    }
    allVisionPillarsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...HomeVisionPillar
      }
    }
    allFaqsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...HomeFaq
      }
    }
    allQuickStatsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...HomeQuickStat
      }
    }
    allImpactItemsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...HomeImpactItem
      }
    }
  }
`
