import type { NodePluginArgs } from "gatsby"

/** Runs `step`; an error in it (a Gatsby internal that no longer matches) stops the build with its message. */
export function panicOnError<T>(reporter: NodePluginArgs["reporter"], step: () => T): T {
  try {
    return step()
  } catch (error) {
    return reporter.panic((error as Error).message)
  }
}
