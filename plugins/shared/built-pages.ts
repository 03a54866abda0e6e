// The pages of a build, through Gatsby's public node API: its SitePage nodes, queried in onPostBuild.
import type { BuildArgs } from "gatsby"

/** A page of this build: its path ("/hi/about") and its component's file, as Gatsby's SitePage holds it (absolute). */
export interface BuiltPage {
  path: string
  component: string
}

const ALL_PAGES = `{ allSitePage { nodes { path component } } }`

/** Every page of the build, from `allSitePage` (onPostBuild's `graphql`); throws with Gatsby's errors when the query fails. */
export async function builtPages(graphql: BuildArgs["graphql"]): Promise<BuiltPage[]> {
  const { data, errors } = await graphql<{ allSitePage: { nodes: BuiltPage[] } }>(ALL_PAGES)
  if (errors || !data) throw new Error(`Gatsby's allSitePage query failed: ${JSON.stringify(errors)}`)
  return data.allSitePage.nodes
}

/**
 * Where Gatsby writes a page's HTML in public/: "/" → "index.html", "/404.html" → "404.html",
 * "/about" → "about/index.html" (until the adapter, plugins/hosting-adapter, moves it to "about.html" after the build).
 */
export function gatsbyPageFile(pagePath: string): string {
  if (pagePath === "/") return "index.html"
  return pagePath.endsWith(".html") ? pagePath.slice(1) : `${pagePath.slice(1)}/index.html`
}
