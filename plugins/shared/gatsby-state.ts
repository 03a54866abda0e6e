// What the local plugins read from Gatsby's store (`store.getState()`), typed once: Gatsby's own
// state type is not part of its public API.
import type { NodePluginArgs } from "gatsby"

export interface GatsbyState {
  program: { directory: string }
  flattenedPlugins: ReadonlyArray<{ name: string; browserAPIs: readonly string[] }>
  config: { siteMetadata: { siteUrl: string } }
  pages: Map<string, unknown>
  redirects: ReadonlyArray<{ fromPath: string; toPath: string; statusCode?: number; isPermanent?: boolean }>
}

export const gatsbyState = (store: NodePluginArgs["store"]): GatsbyState => store.getState() as GatsbyState

/** Runs `step`; an error in it (a Gatsby internal that no longer matches) stops the build with its message. */
export function panicOnError<T>(reporter: NodePluginArgs["reporter"], step: () => T): T {
  try {
    return step()
  } catch (error) {
    return reporter.panic((error as Error).message)
  }
}
