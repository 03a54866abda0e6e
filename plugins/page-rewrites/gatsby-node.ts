import path from "path"
import type { GatsbyNode } from "gatsby"
import { builtPages } from "../shared/built-pages"
import { panicOnError } from "../shared/panic-on-error"
import { rewriteBuiltPages } from "./page-rewrites"
import { insertingAfterReduced } from "./used-css"

// used-css: webpack's CSS loader links a reduced stylesheet right after its inline copy.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, reporter }) => {
  if (stage === "build-javascript")
    actions.replaceWebpackConfig(panicOnError(reporter, () => insertingAfterReduced(getConfig())))
}

// Every page as Gatsby wrote it, with its scripts slice stitched in; the adapter runs after every onPostBuild.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  try {
    const pages = await builtPages(graphql)
    const changed = await rewriteBuiltPages(
      path.resolve("public"),
      pages.map((page) => page.path),
    )
    const counts = Object.entries(changed).map(([name, count]) => `${name} ${count}`)
    reporter.info(`page-rewrites: ${pages.length} pages; changed by ${counts.join(", ")}`)
  } catch (error) {
    reporter.panic(`page-rewrites: ${(error as Error).message}`)
  }
}
