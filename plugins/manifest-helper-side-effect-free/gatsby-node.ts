import type { GatsbyNode } from "gatsby"
import { panicOnError } from "../shared/panic-on-error"
import { installedHelper, markHelperSideEffectFree } from "./side-effect-free"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, reporter }) => {
  if (stage !== "build-javascript") return
  // Gatsby builds in the project's folder
  const helper = installedHelper(process.cwd())
  actions.replaceWebpackConfig(panicOnError(reporter, () => markHelperSideEffectFree(getConfig(), helper)))
}
