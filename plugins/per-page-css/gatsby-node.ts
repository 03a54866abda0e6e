import type { GatsbyNode } from "gatsby"
import { panicOnError } from "../shared/panic-on-error"
import { perPageCss } from "./per-page-css"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, reporter }) => {
  if (stage === "build-javascript") actions.replaceWebpackConfig(panicOnError(reporter, () => perPageCss(getConfig())))
}
