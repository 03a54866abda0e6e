/**
 * The two hosts' wrappers around handleRequests: each gives it its store, its settings, the sender's
 * address as it reports it, and its way of finishing work after the answer.
 */
import { d1Store, type D1Database } from "./d1-store"
import { handleRequests } from "./requests"
import type { RequestsEnv } from "./settings"

export interface CloudflareEnv extends RequestsEnv {
  /** The D1 database (wrangler.toml's d1_databases); absent until the deployer binds one. */
  REQUESTS_DB?: D1Database
}

interface PagesContext {
  request: Request
  env: CloudflareEnv
  waitUntil: (work: Promise<unknown>) => void
}

/** A Cloudflare Pages Function's onRequest: the store is D1, the sender is CF-Connecting-IP. */
export const onCloudflareRequest = ({ request, env, waitUntil }: PagesContext) =>
  handleRequests(request, {
    store: env.REQUESTS_DB ? d1Store(env.REQUESTS_DB) : null,
    env,
    clientIp: request.headers.get("CF-Connecting-IP"),
    waitUntil,
  })
