import type { TestData } from "./pages"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { loadCollection, loadNodes, loadObject, type NodeOf } from "./content"
import { withMarkdown } from "./markdown"

/** A hero image as gatsby-transformer-sharp would describe it. */
export const fakeImage: IGatsbyImageData = {
  layout: "constrained",
  width: 520,
  height: 520,
  backgroundColor: "transparent",
  images: {
    fallback: { src: "/static/globe.png", srcSet: "/static/globe.png 520w", sizes: "(min-width: 520px) 520px, 100vw" },
    sources: [{ type: "image/avif", srcSet: "/static/globe.avif 520w", sizes: "(min-width: 520px) 520px, 100vw" }],
  },
}

type Query = Queries.HomePageQuery

/** The Home page query's result, built from the real files in data/ (the image as sharp gives it). */
export function homePageData(): TestData<Query> {
  const copy = loadObject<NonNullable<Query["homePageJson"]>>("home-page.json")
  return {
    homePageJson: { ...copy, hero: { ...copy.hero, image: { childImageSharp: { gatsbyImageData: fakeImage } } } },
    allStatsJson: loadNodes<NodeOf<Query, "allStatsJson">>("stats"),
    allProblemsJson: loadNodes<NodeOf<Query, "allProblemsJson">>("problems"),
    allProductsJson: loadNodes<NodeOf<Query, "allProductsJson">>("products"),
    allFeaturesJson: loadNodes<NodeOf<Query, "allFeaturesJson">>("features"),
    allBenefitsJson: loadNodes<NodeOf<Query, "allBenefitsJson">>("benefits"),
    allMilestonesJson: loadNodes<NodeOf<Query, "allMilestonesJson">>("milestones"),
    allVisionPillarsJson: loadNodes<NodeOf<Query, "allVisionPillarsJson">>("vision-pillars"),
    allFaqsJson: {
      nodes: withMarkdown(loadCollection<{ jsonId: number; title: string; body: string }>("faqs"), "body"),
    },
    allQuickStatsJson: loadNodes<NodeOf<Query, "allQuickStatsJson">>("quick-stats"),
    allImpactItemsJson: loadNodes<NodeOf<Query, "allImpactItemsJson">>("impact-items"),
  }
}
