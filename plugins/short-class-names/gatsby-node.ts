import type { GatsbyNode } from "gatsby"
import { panicOnError } from "../shared/panic-on-error"
import { shortClassNames } from "./short-class-names"

// Both production stages: the HTML and the browser bundle must name each class alike.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, reporter }) => {
  if (stage === "build-javascript" || stage === "build-html")
    actions.replaceWebpackConfig(panicOnError(reporter, () => shortClassNames(getConfig())))
}
