// Cloudflare Pages Function: /api/unsubscribe, a newsletter's one-click unsubscribe link (server/requests.ts).
export { onCloudflareRequest as onRequest } from "../../server/hosts"
