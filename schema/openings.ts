import type { Node } from "gatsby"
import { openingsAt } from "../src/lib/jobs"

/**
 * The job openings among the build's nodes, as src/lib/jobs.ts's openingsAt takes them. Whether one is
 * open is worked out on every build (the pages, /jobs's list and the build's report), not stored on
 * the node: a host's kept cache gives the next build its nodes as they were made.
 */
export const jobRecords = (nodes: readonly Node[]) =>
  nodes
    .filter((node) => node.internal.type === "JobsJson")
    .map((node) => ({ slug: String(node.slug), validThrough: String(node.validThrough) }))

/** The slugs of the openings open at `now`, for /jobs's query (`slug: { in: $openJobs }`). */
export const openJobs = (nodes: readonly Node[], now: Date) => openingsAt(jobRecords(nodes), now).open
