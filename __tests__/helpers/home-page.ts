import type { TestData } from "./pages"
import { loadCollection, loadNodes, loadObject, pageFigures, withFigureLinks, type NodeOf } from "./content"
import { withMarkdown } from "./markdown"
import { fakeImage } from "./images"
import { peopleAndProofData } from "./people"

type Query = Queries.HomePageQuery

/** One of the hero's app paths as its data file holds it: the product by its slug. */
export interface RawAppPath {
  audience: string
  product: string
  text: string
  link: { label: string; path: string }
}

/**
 * The Home page query's result, built from the fixture content (the image as sharp gives it); with `noPeople`,
 * no advisor, partner or story, as data/ has today.
 */
export function homePageData({ noPeople = false } = {}): TestData<Query> {
  const copy = withFigureLinks(loadObject<NonNullable<Query["homePageJson"]>>("home-page.json"))
  // each app path's product as the @link resolves it: the record with that slug
  const products = loadCollection<{ slug: string; name: string }>("products")
  const { hero } = loadObject<{ hero: { apps: RawAppPath[] } }>("home-page.json")
  const apps = hero.apps.map((app) => ({ ...app, product: products.find((product) => product.slug === app.product)! }))
  return {
    ...pageFigures(),
    homePageJson: {
      ...copy,
      hero: { ...copy.hero, apps, image: { childImageSharp: { gatsbyImageData: fakeImage } } },
    } as NonNullable<Query["homePageJson"]>,
    allStatsJson: withFigureLinks(loadNodes<NodeOf<Query, "allStatsJson">>("stats")),
    allProblemsJson: withFigureLinks(loadNodes<NodeOf<Query, "allProblemsJson">>("problems")),
    allProductsJson: loadNodes<NodeOf<Query, "allProductsJson">>("products"),
    allFeaturesJson: loadNodes<NodeOf<Query, "allFeaturesJson">>("features"),
    allBenefitsJson: loadNodes<NodeOf<Query, "allBenefitsJson">>("benefits"),
    allMilestonesJson: loadNodes<NodeOf<Query, "allMilestonesJson">>("milestones"),
    allVisionPillarsJson: loadNodes<NodeOf<Query, "allVisionPillarsJson">>("vision-pillars"),
    allFaqsJson: {
      nodes: withMarkdown(loadCollection<{ jsonId: number; title: string; body: string }>("faqs"), "body"),
    },
    allQuickStatsJson: withFigureLinks(loadNodes<NodeOf<Query, "allQuickStatsJson">>("quick-stats")),
    allImpactItemsJson: withFigureLinks(loadNodes<NodeOf<Query, "allImpactItemsJson">>("impact-items")),
    ...peopleAndProofData({ none: noPeople }),
  }
}
