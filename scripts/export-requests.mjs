// The team's export of what visitors sent: every request kept, as CSV, from a running site's
// GET /api/requests/export (server/requests.ts), the same on both hosts and on `npm start`.
//
//   npm run requests:export -- [site] [file]
//
// site: the site's address (default http://127.0.0.1:9000, `npm start`); file: where to write (default
// requests-<date>.csv; "-" writes to the terminal). The token is REQUESTS_EXPORT_TOKEN from the environment;
// `npm start` sets "local" for its own site. Never commit an export: it holds visitors' personal data.
import fs from "node:fs"

const [site = "http://127.0.0.1:9000", file = `requests-${new Date().toISOString().slice(0, 10)}.csv`] =
  process.argv.slice(2)
const local = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(site.replace(/\/$/, ""))
const token = process.env.REQUESTS_EXPORT_TOKEN ?? (local ? "local" : "")
if (!token) {
  console.error("Set REQUESTS_EXPORT_TOKEN to the token the site's settings hold (docs/deploying.md).")
  process.exit(2)
}

const response = await fetch(new URL("/api/requests/export", site), {
  headers: { Authorization: `Bearer ${token}` },
}).catch((error) => {
  console.error(`Could not reach ${site}: ${error.cause?.message ?? error.message}`)
  process.exit(1)
})
const body = await response.text()
if (!response.ok) {
  let message = body
  try {
    message = JSON.parse(body).message
  } catch {
    // not JSON: shown as it came
  }
  console.error(`${site} answered ${response.status}: ${message}`)
  process.exit(1)
}
if (file === "-") process.stdout.write(body)
else {
  fs.writeFileSync(file, body, { mode: 0o600 })
  console.info(`The requests ${site} keeps are in ${file}`)
}
