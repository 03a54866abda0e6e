#!/usr/bin/env node
// Crawls the build as Cloudflare Pages serves it (wrangler pages dev) with linkinator: every internal
// link, image, script and #fragment must answer 200. A link may pass through one redirect the site
// declares (createRedirect) to a page, but never ends on Home by redirect: that is a soft 404.
// External links are listed, never fetched (the machine is offline).   node scripts/checks/links.mjs [--dir public]
import { parseArgs } from "node:util"
import { LinkChecker } from "linkinator"
import { startHost } from "../lib/host.mjs"

const { values } = parseArgs({ options: { dir: { type: "string", default: "public" } } })
const host = await startHost({ dir: values.dir })
const isInternal = (url) => url.startsWith(host.url)
const checker = new LinkChecker()
const redirects = []
checker.on("redirect", (event) => redirects.push(event))

try {
  const result = await checker.check({
    path: `${host.url}/`,
    recurse: true,
    checkFragments: true,
    redirects: "warn",
    // Pages live at extensionless addresses (/about), not folders: resolve "#top" against /about, not /about/.
    cleanUrls: true,
    concurrency: 8,
    linksToSkip: async (link) => !isInternal(link),
  })
  const problems = result.links
    .filter((link) => link.state === "BROKEN")
    .map((link) => `${link.status ?? ""} ${link.url} (linked from ${link.parent})`)
  for (const { url, targetUrl } of redirects) {
    const target = targetUrl ? new URL(targetUrl, url) : null
    if (!target || target.pathname === "/")
      problems.push(`${url} ends on Home by redirect (linked from ${result.links.find((l) => l.url === url)?.parent})`)
  }
  const internal = result.links.filter((link) => isInternal(link.url)).length
  const external = new Set(result.links.filter((link) => !isInternal(link.url)).map((link) => link.url))
  if (problems.length > 0) {
    console.error(`Links: ${problems.length} problem(s):\n${[...new Set(problems)].map((p) => `  - ${p}`).join("\n")}`)
    process.exitCode = 1
  } else {
    console.log(
      `Links: ${internal} internal links and fragments answer 200 (${redirects.length} through a declared redirect); ` +
        `${external.size} external links not fetched.`,
    )
  }
} finally {
  await host.stop()
}
