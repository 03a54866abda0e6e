import { loadCollection, loadObject } from "./content"

/** A hero image as gatsby-transformer-sharp would describe it. */
export const fakeImage = {
  layout: "constrained",
  width: 520,
  height: 520,
  backgroundColor: "transparent",
  images: {
    fallback: { src: "/static/globe.png", srcSet: "/static/globe.png 520w", sizes: "(min-width: 520px) 520px, 100vw" },
    sources: [{ type: "image/avif", srcSet: "/static/globe.avif 520w", sizes: "(min-width: 520px) 520px, 100vw" }],
  },
}

/** The Home page query's result, built from the real files in data/. */
export function homePageData(): Queries.HomePageQuery {
  const copy = loadObject<{ hero: Record<string, unknown> }>("home-page.json")
  return {
    homePageJson: {
      ...copy,
      hero: { ...copy.hero, image: { childImageSharp: { gatsbyImageData: fakeImage } } },
    },
    allStatsJson: { nodes: loadCollection("stats.json") },
    allProblemsJson: { nodes: loadCollection("problems.json") },
    allProductsJson: { nodes: loadCollection("products.json") },
    allFeaturesJson: { nodes: loadCollection("features.json") },
    allBenefitsJson: { nodes: loadCollection("benefits.json") },
    allMilestonesJson: { nodes: loadCollection("milestones.json") },
    allVisionPillarsJson: { nodes: loadCollection("vision-pillars.json") },
    allFaqsJson: { nodes: loadCollection("faqs.json") },
    allQuickStatsJson: { nodes: loadCollection("quick-stats.json") },
    allImpactItemsJson: { nodes: loadCollection("impact-items.json") },
  } as unknown as Queries.HomePageQuery
}
