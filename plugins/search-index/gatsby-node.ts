import path from "path"
import type { GatsbyNode } from "gatsby"
import { gatsbyState } from "../shared/gatsby-state"
import { writeSearchIndex } from "./search-index"

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program, pages } = gatsbyState(store)
  try {
    const report = await writeSearchIndex(path.join(program.directory, "public"), pages.keys())
    const counts = Object.entries(report.pages).map(([lang, count]) => `${lang} ${count}`)
    reporter.info(`search-index: indexed ${counts.join(", ")} pages (${report.skipped} left out)`)
  } catch (error) {
    reporter.panic(`search-index: ${(error as Error).message}`)
  }
}
