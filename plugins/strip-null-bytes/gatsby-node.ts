import type { GatsbyNode } from "gatsby"
import { assertRunsBefore, gatsbyState, panicOnError, rewriteBuiltPages } from "../shared/gatsby-state"
import { stripNullBytes } from "./strip-null-bytes"

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ store, reporter }) =>
  panicOnError(reporter, () => assertRunsBefore(gatsbyState(store), "strip-null-bytes", "hosting-output"))

export const onPostBuild: GatsbyNode["onPostBuild"] = (args) =>
  rewriteBuiltPages(args, (html) => stripNullBytes(html).html)
