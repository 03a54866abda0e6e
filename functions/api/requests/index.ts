// Cloudflare Pages Function: POST /api/requests, what visitors send the team (server/requests.ts).
export { onCloudflareRequest as onRequest } from "../../../server/hosts"
