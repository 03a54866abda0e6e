import path from "path"
import type { GatsbyNode } from "gatsby"
import { gatsbyState } from "../shared/gatsby-state"
import { writeSearchIndex } from "./search-index"

/** A page's component file, as Gatsby's store holds it; throws, naming the page, when that changes. */
function componentOf(pagePath: string, page: unknown): string {
  const component = (page as { component?: unknown } | undefined)?.component
  if (typeof component !== "string") throw new Error(`Gatsby's page ${pagePath} has no component path in its store`)
  return component
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program, pages } = gatsbyState(store)
  try {
    const built = [...pages].map(([pagePath, page]) => ({
      path: pagePath,
      component: path.relative(program.directory, componentOf(pagePath, page)).split(path.sep).join("/"),
    }))
    const report = await writeSearchIndex(program.directory, path.join(program.directory, "public"), built)
    const counts = Object.entries(report.pages).map(([lang, count]) => `${lang} ${count}`)
    reporter.info(`search-index: indexed ${counts.join(", ")} pages (${report.skipped} left out)`)
  } catch (error) {
    reporter.panic(`search-index: ${(error as Error).message}`)
  }
}
