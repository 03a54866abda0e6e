// Lighthouse for `npm run bench`: the build served by Cloudflare's runtime, the system Chromium started by
// chrome-launcher (Lighthouse's own launcher), the mobile preset (Lighthouse's default config), and each
// result reduced to the figures the bench reports.
import fs from "node:fs"
import { launch } from "chrome-launcher"
import lighthouse from "lighthouse"
import { startHost } from "./host.mjs"
import { CHROME_ARGS, CHROME_PATH } from "./chrome.mjs"

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]

export const LIGHTHOUSE_VERSION = JSON.parse(
  fs.readFileSync(new URL("../../node_modules/lighthouse/package.json", import.meta.url), "utf8"),
).version

/** Serves a build directory on a free port; "localhost", not the IP: a secure context, as the real site's HTTPS is. */
export async function serveBuild(dir) {
  const host = await startHost({ dir })
  return { origin: host.url.replace("127.0.0.1", "localhost"), close: host.stop }
}

/** Headless Chromium with a throwaway profile: { port, version, close }. */
export async function launchChromium() {
  if (!fs.existsSync(CHROME_PATH))
    throw new Error(`No Chromium at ${CHROME_PATH}. Install one ("apt-get install -y chromium") or set CHROME_PATH.`)
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: ["--headless=new", ...CHROME_ARGS] })
  const { Browser: version } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()
  return { port: chrome.port, version, close: () => chrome.kill() }
}

/** One Lighthouse run (mobile preset) of a URL, optionally with every script file refused; returns its result (LHR). */
export async function runLighthouse(url, port, { blockScripts = false } = {}) {
  const flags = { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES }
  // The page with its script files refused: what the HTML and CSS alone cost, so the rest is JavaScript's.
  if (blockScripts) flags.blockedUrlPatterns = ["*.js"]
  const result = await lighthouse(url, flags)
  const error = result?.lhr.runtimeError
  if (!result || error)
    throw new Error(`Lighthouse failed on ${url}: ${error ? `${error.code} ${error.message}` : "no result"}`)
  return result.lhr
}

/** The figures the bench reports from one run: category scores (0–1) and the key metrics. */
export function summarize(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null
  const scripts = lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script")
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])),
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    totalBytes: numeric("total-byte-weight"),
    // as transferred: gzipped when the host compresses, as a CDN does
    scriptBytes: scripts?.transferSize ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  }
}

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
