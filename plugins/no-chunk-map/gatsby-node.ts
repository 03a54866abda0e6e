import type { GatsbyNode } from "gatsby"
import { rewriteBuiltPages } from "../shared/gatsby-state"
import { withoutChunkMap } from "./chunk-map"

// Every page as Gatsby wrote it, with its scripts slice stitched in.
export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => rewriteBuiltPages(args, withoutChunkMap)
