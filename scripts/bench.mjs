#!/usr/bin/env node
// `npm run bench`: Lighthouse (mobile preset, its default config) on every page, 3 runs each, median of
// each figure, next to a reference — a bare Gatsby 5 page built from __tests__/fixtures/bare-gatsby with
// this project's node_modules — measured in the same browser in the same run, so each figure reads as a
// ratio to the framework's floor. Each page is also measured with its script files refused ("no JS"), so
// the cost of JavaScript shows. Uses the build in public/ (building it first if there is none); both
// builds are served by wrangler pages dev. Writes bench/report.json and bench/report.md.
//   node scripts/bench.mjs [--runs 3] [--dir public] [--routes /,/contact]
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import { launch } from "chrome-launcher"
import lighthouse from "lighthouse"
import LIGHTHOUSE from "lighthouse/package.json" with { type: "json" }
import ROUTE_TABLE from "../__tests__/e2e/routes.json" with { type: "json" }
import { CHROME_ARGS, CHROME_PATH } from "./lib/chrome.mjs"
import { FIRST_LOAD_BUDGET, builtPages, firstLoadOf, templatePages } from "./lib/first-load.mjs"
import { startHost } from "./lib/host.mjs"

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    dir: { type: "string", default: "public" },
    routes: { type: "string" },
  },
})
const runs = Number(values.runs)
const siteDir = path.resolve(values.dir)

function gatsbyBuild(cwd) {
  const env = { ...process.env, CI: "true", NO_COLOR: "1", GATSBY_TELEMETRY_DISABLED: "1" }
  const result = spawnSync(process.execPath, [path.resolve("node_modules/gatsby/cli.js"), "build"], {
    cwd,
    env,
    encoding: "utf8",
  })
  if (result.status !== 0) throw new Error(`gatsby build failed in ${cwd}:\n${result.stdout}\n${result.stderr}`)
}
if (!fs.existsSync(path.join(siteDir, "index.html"))) gatsbyBuild(process.cwd())
const builtAt = fs.statSync(path.join(siteDir, "index.html")).mtime

// The reference, in a temporary copy of the fixture with this project's packages.
const referenceSite = fs.mkdtempSync(path.join(os.tmpdir(), "bare-gatsby-"))
fs.cpSync("__tests__/fixtures/bare-gatsby", referenceSite, {
  recursive: true,
  filter: (src) => !/[/\\](\.cache|public)$/.test(src),
})
fs.symlinkSync(path.resolve("node_modules"), path.join(referenceSite, "node_modules"))
gatsbyBuild(referenceSite)
const referenceDir = path.join(referenceSite, "public")

const onlyRoutes = values.routes?.split(",").map((route) => route.trim())
const routes = onlyRoutes ?? [...ROUTE_TABLE.map((route) => route.path), ...templatePages(siteDir)]
const unknown = routes.filter((route) => !builtPages(siteDir).some((page) => page.route === route))
if (unknown.length) throw new Error(`--routes names pages the build does not have: ${unknown.join(", ")}`)

// "localhost", not the IP: a secure context, as the real site's HTTPS is.
const hosts = [await startHost({ dir: siteDir }), await startHost({ dir: referenceDir })]
const [siteOrigin, referenceOrigin] = hosts.map((host) => host.url.replace("127.0.0.1", "localhost"))
const targets = [
  ...routes.flatMap((route) => [
    { label: route, url: `${siteOrigin}${route}`, firstLoad: firstLoadOf(route, siteDir).total },
    { label: `${route} (no JS)`, url: `${siteOrigin}${route}`, firstLoad: 0, blockScripts: true },
  ]),
  {
    label: "bare Gatsby 5 (reference)",
    url: `${referenceOrigin}/`,
    firstLoad: firstLoadOf("/", referenceDir).total,
    reference: true,
  },
]
const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: ["--headless=new", ...CHROME_ARGS] })
const { Browser: chromium } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()

/** One Lighthouse run, reduced to the figures the bench reports. */
async function measure({ url, blockScripts }) {
  const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES }
  if (blockScripts) flags.blockedUrlPatterns = ["*.js"]
  const lhr = (await lighthouse(url, flags))?.lhr
  if (!lhr || lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? "no result"}`)
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null
  const scripts = lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script")
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])),
    lcp: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbt: numeric("total-blocking-time"),
    transfer: numeric("total-byte-weight"),
    scripts: scripts?.transferSize ?? null, // as transferred: gzipped, as a CDN serves them
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  }
}

const started = Date.now()
const samples = targets.map(() => [])
try {
  console.log(`Lighthouse ${LIGHTHOUSE.version}, ${chromium}, mobile preset, ${runs} runs of ${targets.length} pages`)
  // Round by round rather than page by page, so a burst of load on the machine spreads over all pages.
  for (let run = 1; run <= runs; run++) {
    for (const [i, target] of targets.entries()) {
      samples[i].push(await measure(target))
      console.log(`run ${run}/${runs}  ${target.label.padEnd(40)} performance ${samples[i].at(-1).performance}`)
    }
  }
} finally {
  chrome.kill()
  await Promise.all(hosts.map((host) => host.stop()))
  fs.rmSync(referenceSite, { recursive: true, force: true })
}

const median = (list) => {
  const sorted = list.filter((v) => typeof v === "number").sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length === 0 ? null : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const FIGURES = [...CATEGORIES, "lcp", "cls", "tbt", "transfer", "scripts"]
const pages = targets.map((target, i) => ({
  page: target.label,
  reference: Boolean(target.reference),
  ...Object.fromEntries(FIGURES.map((figure) => [figure, median(samples[i].map((s) => s[figure]))])),
  firstLoad: target.firstLoad,
  warnings: [...new Set(samples[i].flatMap((s) => s.warnings))],
}))
const ref = pages.at(-1)
const RATIOS = ["lcp", "tbt", "transfer", "scripts", "firstLoad"]
for (const page of pages)
  page.ratio = Object.fromEntries(RATIOS.map((k) => [k, ref[k] ? Number((page[k] / ref[k]).toFixed(2)) : null]))

const cpus = os.cpus()
const report = {
  date: new Date().toISOString(),
  siteBuiltAt: builtAt.toISOString(),
  lighthouse: LIGHTHOUSE.version,
  chromium,
  preset: "mobile (Lighthouse default config: simulated throttling, Moto G Power emulation)",
  runsPerPage: runs,
  benchmarkIndex: median(samples.flat().map((s) => s.benchmarkIndex)),
  machine: `${cpus.length} × ${cpus[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}, Node ${process.version}`,
  durationSeconds: Math.round((Date.now() - started) / 1000),
  pages,
}

const cell = (page, key, text) => (page.reference || page.ratio[key] === null ? text : `${text} (×${page.ratio[key]})`)
const kb = (bytes) => `${((bytes ?? 0) / 1024).toFixed(1)} KB`
const markdown = [
  "# Lighthouse benchmark",
  "",
  `${report.date} · Lighthouse ${report.lighthouse} · ${chromium} · ${report.preset} · median of ${runs} runs per page`,
  `Machine: ${report.machine} · Lighthouse benchmark index ${Math.round(report.benchmarkIndex ?? 0)} · site built ${report.siteBuiltAt}`,
  "",
  "Scores are 0–100. Figures in parentheses are the ratio to the bare Gatsby 5 reference page measured in the same run.",
  "",
  "| page | perf | a11y | best pr. | SEO | LCP | CLS | TBT | transfer | scripts transferred | first-load JS (gzip) |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...pages.map((p) =>
    [
      p.reference ? `| *${p.page}*` : `| \`${p.page}\``,
      ...CATEGORIES.map((c) => Math.round((p[c] ?? 0) * 100)),
      cell(p, "lcp", `${Math.round(p.lcp)} ms`),
      (p.cls ?? 0).toFixed(3),
      cell(p, "tbt", `${Math.round(p.tbt)} ms`),
      cell(p, "transfer", kb(p.transfer)),
      cell(p, "scripts", kb(p.scripts)),
      `${cell(p, "firstLoad", kb(p.firstLoad))} |`,
    ].join(" | "),
  ),
  "",
  `Budgets checked by \`npm test\`: first-load JS ≤ ${kb(FIRST_LOAD_BUDGET)} gzipped per page; CLS 0; accessibility, best practices and SEO 100. Performance and timings are reported here, not gated: they depend on the machine (see the benchmark index).`,
  ...pages.flatMap((p) => p.warnings.map((w) => `- Lighthouse warning on ${p.page}: ${w}`)),
  "",
].join("\n")

fs.mkdirSync("bench", { recursive: true })
fs.writeFileSync("bench/report.json", `${JSON.stringify(report, null, 2)}\n`)
fs.writeFileSync("bench/report.md", markdown)
console.log(`\n${markdown}\nWrote bench/report.json and bench/report.md in ${report.durationSeconds} s of measuring`)
