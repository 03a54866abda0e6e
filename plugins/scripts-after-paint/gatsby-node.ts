import type { GatsbyNode } from "gatsby"
import { assertRunsBefore, gatsbyState, panicOnError, rewriteBuiltPages } from "../shared/gatsby-state"
import { scriptsAfterFirstPaint } from "./scripts-after-paint"

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ store, reporter }) =>
  panicOnError(reporter, () => assertRunsBefore(gatsbyState(store), "scripts-after-paint", "hosting-output"))

// Every page as Gatsby wrote it, with its scripts slice stitched in.
export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => rewriteBuiltPages(args, scriptsAfterFirstPaint)
