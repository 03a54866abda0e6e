import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { panicOnError } from "../shared/panic-on-error"
import { deferredStylesheets, perPageCss, type ChunkGroupStats } from "./per-page-css"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, reporter }) => {
  if (stage === "build-javascript") actions.replaceWebpackConfig(panicOnError(reporter, () => perPageCss(getConfig())))
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const file = path.join(store.getState().program.directory, "public", "webpack.stats.json")
  const problems = deferredStylesheets(JSON.parse(fs.readFileSync(file, "utf8")) as ChunkGroupStats)
  if (problems.length > 0) reporter.panic(problems.join("\n"))
}
