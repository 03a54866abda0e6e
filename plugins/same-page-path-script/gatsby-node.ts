import type { GatsbyNode } from "gatsby"
import { assertRunsBefore, gatsbyState, panicOnError, rewriteBuiltPages } from "../shared/gatsby-state"
import { withSamePagePath } from "./same-page-path"

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ store, reporter }) =>
  panicOnError(reporter, () => assertRunsBefore(gatsbyState(store), "same-page-path-script", "hosting-output"))

export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => rewriteBuiltPages(args, withSamePagePath)
