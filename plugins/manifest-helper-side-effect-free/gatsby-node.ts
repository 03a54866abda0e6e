import type { GatsbyNode } from "gatsby"
import { gatsbyState, panicOnError } from "../shared/gatsby-state"
import { installedHelper, markHelperSideEffectFree } from "./side-effect-free"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
  reporter,
  store,
}) => {
  if (stage !== "build-javascript") return
  const helper = installedHelper(gatsbyState(store).program.directory)
  actions.replaceWebpackConfig(panicOnError(reporter, () => markHelperSideEffectFree(getConfig(), helper)))
}
