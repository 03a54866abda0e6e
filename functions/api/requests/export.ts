// Cloudflare Pages Function: GET /api/requests/export, the team's CSV of the requests (server/requests.ts).
export { onCloudflareRequest as onRequest } from "../../../server/hosts"
