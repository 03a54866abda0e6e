// Lighthouse against the production build, shared by `npm run bench` and the CI budget check:
// serve a build directory the way a Netlify-style host does, launch the system Chromium with a fresh
// profile, run Lighthouse (mobile preset, i.e. its default config) and reduce each result to the
// figures we report and gate on.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import lighthouse from "lighthouse"
import { startHost } from "./host.mjs"
import { builtPages } from "./first-load.mjs"
import { readRouteTable } from "./route-table.mjs"
import { CHROME_ARGS, CHROME_PATH } from "./chrome.mjs"

export { CHROME_PATH }

/** Headless, offline-safe, nothing running in the background that would skew a measurement. */
export const CHROME_FLAGS = ["--headless=new", ...CHROME_ARGS]

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]

export const LIGHTHOUSE_VERSION = JSON.parse(
  fs.readFileSync(new URL("../../node_modules/lighthouse/package.json", import.meta.url), "utf8"),
).version

/**
 * The pages to measure: the spec's route table, plus one page of each template the table does not
 * name (e.g. the first /jobs/<slug>), so generated pages are covered without measuring every one.
 */
export function pagesToMeasure(publicDir = "public") {
  const { routes } = readRouteTable()
  const extra = new Map()
  for (const { route } of builtPages(publicDir)) {
    if (routes.includes(route) || route === "/404") continue
    // Pages under one parent (/jobs/a, /jobs/b) share a template; a top-level page is its own.
    const template = route.split("/").length > 2 ? route.replace(/\/[^/]+$/, "") : route
    if (!extra.has(template)) extra.set(template, route)
  }
  return [...routes, ...extra.values()]
}

/** Serves a build directory on a free port with Cloudflare's runtime (_headers and _redirects apply). */
export async function serveBuild(dir) {
  const host = await startHost({ dir })
  // "localhost" rather than the IP: browsers treat it as a secure context, as the real site's HTTPS is.
  return { origin: host.url.replace("127.0.0.1", "localhost"), close: host.stop }
}

/** Launches Chromium with remote debugging on a free port and a throwaway profile. */
export async function launchChromium() {
  if (!fs.existsSync(CHROME_PATH)) {
    throw new Error(
      `No Chromium at ${CHROME_PATH}. Install one ("sudo apt-get install -y chromium") or set CHROME_PATH.`,
    )
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-chromium-"))
  const child = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`, "--remote-debugging-port=0", "about:blank"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  )
  const port = await new Promise((resolve, reject) => {
    let output = ""
    const timer = setTimeout(() => reject(new Error(`Chromium did not start within 30 s:\n${output}`)), 30_000)
    child.stderr.on("data", (chunk) => {
      output += chunk
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`Chromium exited (${code}) before it was ready:\n${output}`))
    })
  })
  child.stderr.resume()
  const { Browser: version } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve))
      child.kill("SIGTERM")
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
      if (child.exitCode === null) child.kill("SIGKILL")
    }
    fs.rmSync(userDataDir, { recursive: true, force: true })
  }
  return { port, version, close }
}

/** One Lighthouse run (mobile preset) of a URL in the given Chromium, optionally without its script files; returns the full result (LHR). */
export async function runLighthouse(url, port, { blockScripts = false } = {}) {
  const flags = { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES }
  // The page with every script file refused: what the HTML and CSS alone cost, so the rest is JavaScript's.
  if (blockScripts) flags.blockedUrlPatterns = ["*.js"]
  const result = await lighthouse(url, flags)
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
  return result.lhr
}

/** The figures we report from one run: category scores (0–1) and the key metrics. */
export function summarize(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])),
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    totalBytes: numeric("total-byte-weight"),
    // Script bytes as transferred (gzipped when the host compresses, as a CDN does).
    scriptBytes:
      lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script")?.transferSize ??
      null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  }
}

/** The scored audits that cost a category points: "audit-id (score): title". */
export function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId]
  if (!category) return []
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map(
      (audit) => `${audit.id} (${audit.score}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ""}`,
    )
}

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
