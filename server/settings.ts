/** The request endpoint's settings, from the host's environment (docs/deploying.md lists them). */
import { DEFAULT_RETENTION_DAYS, RATE_LIMIT } from "../src/lib/requests"
import type { RateLimit } from "./store"

export interface RequestsEnv {
  /** The bearer token of GET /api/requests/export; without it the export is off. */
  REQUESTS_EXPORT_TOKEN?: string
  /** Where the team's notification of each request is POSTed as JSON; without it none is sent. */
  REQUESTS_WEBHOOK_URL?: string
  REQUESTS_WEBHOOK_TOKEN?: string
  /** Days a request is kept (default 180). */
  REQUESTS_RETENTION_DAYS?: string
  /** "requests/seconds" per sender (default "5/600"). */
  REQUESTS_RATE_LIMIT?: string
  /** Salts senders' hashes and signs unsubscribe links; without it the store makes and keeps its own. */
  REQUESTS_SECRET?: string
}

export function rateLimit(env: RequestsEnv): RateLimit {
  const match = /^(\d+)\/(\d+)$/.exec(env.REQUESTS_RATE_LIMIT ?? "")
  return match ? { requests: Number(match[1]), windowSeconds: Number(match[2]) } : RATE_LIMIT
}

export function retentionDays(env: RequestsEnv): number {
  const days = Number(env.REQUESTS_RETENTION_DAYS)
  return Number.isFinite(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS
}
