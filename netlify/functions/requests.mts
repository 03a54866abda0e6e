// Netlify Function: /api/requests, its export and /api/unsubscribe (server/requests.ts), kept in Netlify Blobs.
import { blobsStore, netlifyBlobStore } from "../../server/blobs-store"
import { handleRequests } from "../../server/requests"

interface NetlifyContext {
  ip: string
  waitUntil: (work: Promise<unknown>) => void
}

/** Netlify Blobs, or null where the function runs without Netlify's environment for it. */
function store() {
  try {
    return blobsStore(netlifyBlobStore())
  } catch (error) {
    console.error(`Requests: no Netlify Blobs store (${error instanceof Error ? error.name : "error"})`)
    return null
  }
}

export default (request: Request, context: NetlifyContext) =>
  handleRequests(request, {
    store: store(),
    env: process.env,
    clientIp: context.ip,
    waitUntil: (work) => context.waitUntil(work),
  })

// Netlify reads this by static analysis: literals, the same as src/lib/requests.ts's paths
export const config = { path: ["/api/requests", "/api/requests/export", "/api/unsubscribe"] }
