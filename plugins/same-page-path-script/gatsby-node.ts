import type { GatsbyNode } from "gatsby"
import { rewriteBuiltPages } from "../shared/gatsby-state"
import { withSamePagePath } from "./same-page-path"

export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => rewriteBuiltPages(args, withSamePagePath)
