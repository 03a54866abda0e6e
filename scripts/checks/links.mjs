#!/usr/bin/env node
// Crawls the build: every internal href/src/srcset (and CSS url()) in every HTML document in public/
// must resolve to a file the way scripts/serve.mjs resolves paths, and every #fragment must name an
// id on its target page. The footer-only paths the spec sends to Home are allowed and listed as
// redirects. External links are counted and listed by host, never fetched (the machine is offline).
//   node scripts/checks/links.mjs [--dir public] [--verbose]
import fs from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { resolveFile, parseRedirectsFile } from "../serve.mjs"
import { htmlFiles, routeOf, scanHtml } from "../lib/site-files.mjs"
import { readRouteTable } from "../lib/route-table.mjs"

const { values } = parseArgs({
  options: { dir: { type: "string", default: "public" }, verbose: { type: "boolean", default: false } },
})
const root = path.resolve(values.dir)
if (!fs.existsSync(path.join(root, "index.html"))) {
  console.error(`No build found in ${values.dir}/. Run "npm run build" first.`)
  process.exit(1)
}

const allowedRedirects = new Set(readRouteTable().footerOnlyPaths)
let redirectRules = []
try {
  redirectRules = parseRedirectsFile(fs.readFileSync(path.join(root, "_redirects"), "utf8"))
} catch {
  // no _redirects: a plain host serves 404.html, which moves the visitor to Home
}

const { documents } = htmlFiles(root)
const pages = new Map(documents.map((file) => [file, scanHtml(fs.readFileSync(file, "utf8"))]))

// Absolute links to the site's production origin (canonical, og:url) are internal links.
const canonical = fs
  .readFileSync(path.join(root, "index.html"), "utf8")
  .match(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1]
const ownOrigin = canonical ? new URL(canonical).origin : null

const broken = []
const redirects = new Map()
const external = new Map()
const otherSchemes = new Map()
let checked = 0

for (const [file, { refs, ids }] of pages) {
  const route = routeOf(root, file)
  const base = new URL(route, "http://site.invalid")
  const page = path.relative(root, file)
  for (const { tag, attribute, url: raw } of refs) {
    if (!raw || raw.startsWith("data:")) continue
    const where = `${page}: <${tag} ${attribute}="${raw}">`
    let url
    try {
      url = new URL(raw, base)
    } catch {
      broken.push(`${where} is not a valid URL`)
      continue
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      otherSchemes.set(url.protocol, (otherSchemes.get(url.protocol) ?? 0) + 1)
      continue
    }
    const internal = url.origin === base.origin || url.origin === ownOrigin
    if (!internal) {
      const list = external.get(url.host) ?? new Set()
      list.add(url.href)
      external.set(url.host, list)
      continue
    }
    checked += 1
    const fragment = decodeURIComponent(url.hash.slice(1))
    const target = resolveFile(root, url.pathname)
    if (!target) {
      const pathname = url.pathname.replace(/(.)\/$/, "$1")
      const rule = redirectRules.find((r) => r.regexp.test(pathname))
      if (allowedRedirects.has(pathname) && (!rule || resolveFile(root, new URL(rule.to, base).pathname))) {
        const sources = redirects.get(pathname) ?? { to: rule?.to ?? "/ (via 404.html)", pages: new Set() }
        sources.pages.add(page)
        redirects.set(pathname, sources)
      } else {
        broken.push(`${where} → ${url.pathname} has no file in ${values.dir}/`)
      }
      continue
    }
    if (fragment && target.endsWith(".html")) {
      const targetIds =
        target === file ? ids : (pages.get(target)?.ids ?? scanHtml(fs.readFileSync(target, "utf8")).ids)
      if (!targetIds.has(fragment)) broken.push(`${where} → no element with id "${fragment}" on ${url.pathname}`)
    }
  }
}

console.log(`Links: ${pages.size} pages, ${checked} internal references checked`)
if (redirects.size) {
  console.log(`Redirects (footer-only paths the spec sends to Home): ${redirects.size}`)
  for (const [from, { to, pages: from_pages }] of [...redirects].sort())
    console.log(`  ${from} → ${to}  (linked from ${from_pages.size} pages)`)
}
const externalCount = [...external.values()].reduce((sum, set) => sum + set.size, 0)
console.log(`External links (not fetched): ${externalCount} unique URLs on ${external.size} hosts`)
for (const [host, urls] of [...external].sort()) {
  console.log(`  ${host} (${urls.size})`)
  if (values.verbose) for (const url of [...urls].sort()) console.log(`    ${url}`)
}
if (otherSchemes.size) console.log(`Other schemes: ${[...otherSchemes].map(([p, n]) => `${p} ${n}`).join(", ")}`)

if (broken.length) {
  console.log(`\n${broken.length} broken reference(s):`)
  for (const line of broken) console.log(`  ${line}`)
  process.exit(1)
}
console.log("No broken links.")
