import type { GatsbyNode } from "gatsby"
import { rewriteBuiltPages } from "../shared/gatsby-state"
import { stripNullBytes } from "./strip-null-bytes"

export const onPostBuild: GatsbyNode["onPostBuild"] = (args) =>
  rewriteBuiltPages(args, (html) => stripNullBytes(html).html)
