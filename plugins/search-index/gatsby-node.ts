import path from "path"
import type { GatsbyNode } from "gatsby"
import { builtPages } from "../shared/built-pages"
import { writeSearchIndex } from "./search-index"

// Gatsby builds in the project's folder, and writes the pages to public/ there (as gatsby-plugin-sitemap
// and the adapter read it): no private state is needed for either path.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const projectDir = process.cwd()
  try {
    const built = (await builtPages(graphql)).map((page) => ({
      path: page.path,
      component: path.relative(projectDir, page.component).split(path.sep).join("/"),
    }))
    const report = await writeSearchIndex(projectDir, path.join(projectDir, "public"), built)
    const counts = Object.entries(report.pages).map(([lang, count]) => `${lang} ${count}`)
    reporter.info(`search-index: indexed ${counts.join(", ")} pages (${report.skipped} left out)`)
  } catch (error) {
    reporter.panic(`search-index: ${(error as Error).message}`)
  }
}
