import type { GatsbyNode } from "gatsby"
import path from "path"
import { gatsbyState } from "../shared/gatsby-state"
import { writeHostingFiles } from "./output"
import { unflattenPages } from "./pages"

// A rebuild over an earlier build's public/ (an editor's second `npm start`) needs the pages where
// Gatsby wrote them; onPostBuild moves them again.
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ store }) => {
  const { program, pages } = gatsbyState(store)
  unflattenPages(path.join(program.directory, "public"), [...pages.keys()])
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { redirects, program, config, pages } = gatsbyState(store)
  try {
    writeHostingFiles({
      publicDir: path.join(program.directory, "public"),
      pagePaths: [...pages.keys()],
      redirects,
      siteUrl: config.siteMetadata.siteUrl,
    })
  } catch (error) {
    reporter.panicOnBuild(`hosting-output: could not write the hosting files: ${(error as Error).message}`)
  }
}
