import type { GatsbyNode } from "gatsby"
import { gatsbyState, panicOnError } from "../shared/gatsby-state"
import { EMPTY_MODULE, replaceInBrowserBuild } from "../shared/replace-module"
import { REGISTER_SERVICE_WORKER, assertNoServiceWorker } from "./service-worker"

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ store, reporter }) =>
  panicOnError(reporter, () => assertNoServiceWorker(gatsbyState(store).flattenedPlugins))

export const onCreateWebpackConfig = replaceInBrowserBuild(
  "no-service-worker-registration",
  REGISTER_SERVICE_WORKER,
  EMPTY_MODULE,
)
