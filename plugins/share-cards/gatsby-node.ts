import path from "path"
import type { GatsbyNode } from "gatsby"
import type { PageType } from "../../src/lib/search"
import { siteUrl } from "../../schema/site-url"
import { writeShareCards, type CardPage } from "./share-cards"
import { CARD_STORE, saveCardStore } from "./card-store"

/**
 * Cards are kept in node_modules/.cache: `npm run build` starts with `gatsby clean`, which empties
 * .cache/ and public/, and Netlify restores node_modules between builds (docs/deploying.md). The cards a
 * build used are also copied to .cache/share-cards (CARD_STORE), which Cloudflare Pages keeps instead.
 */
const CARD_CACHE = path.join("node_modules", ".cache", "share-cards")

interface CardsQuery {
  allSitePage: { nodes: Array<{ path: string; component: string; pageContext: { id?: string } | null }> }
  allTechnologiesJson: { nodes: Array<{ id: string; icon: string }> }
  allProductsJson: { nodes: Array<{ id: string; slug: string }> }
  allBlogPostsJson: { nodes: Array<{ id: string; image: { absolutePath: string } | null }> }
  allSearchPageJson: { nodes: Array<{ locale: string; typeLabels: Record<PageType, string> }> }
}

const CARDS_QUERY = `{
  allSitePage { nodes { path component pageContext } }
  allTechnologiesJson { nodes { id icon } }
  allProductsJson { nodes { id slug } }
  allBlogPostsJson { nodes { id image { absolutePath } } }
  allSearchPageJson { nodes { locale typeLabels { blog job help legal technology product page } } }
}`

// After page-rewrites (the heads are final) and before the adapter moves the pages.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const projectDir = process.cwd()
  try {
    const started = Date.now()
    const { data, errors } = await graphql<CardsQuery>(CARDS_QUERY)
    if (errors || !data) throw new Error(`the pages' query failed: ${JSON.stringify(errors)}`)
    const records = new Map<string, CardPage["record"]>([
      ...data.allTechnologiesJson.nodes.map((node) => [node.id, { icon: node.icon }] as const),
      ...data.allProductsJson.nodes.map((node) => [node.id, { productSlug: node.slug }] as const),
      ...data.allBlogPostsJson.nodes.map((node) => [node.id, { image: node.image?.absolutePath }] as const),
    ])
    const pages: CardPage[] = data.allSitePage.nodes.map((page) => {
      const record = page.pageContext?.id ? records.get(page.pageContext.id) : undefined
      return {
        path: page.path,
        component: path.relative(projectDir, page.component).split(path.sep).join("/"),
        ...(record ? { record } : {}),
      }
    })
    const kindLabels = Object.fromEntries(data.allSearchPageJson.nodes.map((node) => [node.locale, node.typeLabels]))
    const report = await writeShareCards(
      projectDir,
      path.join(projectDir, "public"),
      path.join(projectDir, CARD_CACHE),
      pages,
      {
        siteUrl: siteUrl(),
        kindLabels,
      },
    )
    saveCardStore(path.join(projectDir, CARD_CACHE), path.join(projectDir, CARD_STORE), report.keys)
    reporter.info(
      `share-cards: ${report.cards} cards, ${report.made} made, ${report.fromCache} from the cache, ` +
        `${report.overridden} pages with an editor's own image (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    )
  } catch (error) {
    reporter.panic(`share-cards: ${(error as Error).stack ?? String(error)}`)
  }
}
