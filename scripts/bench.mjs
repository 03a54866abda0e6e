#!/usr/bin/env node
// `npm run bench`: Lighthouse (mobile preset) on every page, 3 runs each, median of each figure, next to
// a reference — a bare Gatsby 5 page built from __tests__/fixtures/bare-gatsby with this project's
// node_modules — measured in the same browser in the same run. Writes bench/report.json and
// bench/report.md. Uses the existing build in public/ (building it first if there is none).
// Each page is also measured with its script files refused ("no JS"), so the cost of JavaScript shows.
//   node scripts/bench.mjs [--runs 3] [--dir public] [--routes /,/contact]
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import { fileURLToPath } from "node:url"
import { FIRST_LOAD_BUDGET, builtPages, firstLoadOf, templatePages } from "./lib/first-load.mjs"
import { readRouteTable } from "./lib/route-table.mjs"
import {
  CATEGORIES,
  LIGHTHOUSE_VERSION,
  launchChromium,
  median,
  runLighthouse,
  serveBuild,
  summarize,
} from "./lib/lighthouse.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    dir: { type: "string", default: "public" },
    routes: { type: "string" },
  },
})
const runs = Number(values.runs)
const siteDir = path.resolve(root, values.dir)
const outDir = path.join(root, "bench")

const gatsbyBuild = (cwd) => {
  const started = Date.now()
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/gatsby/cli.js"), "build"], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, CI: "true", NO_COLOR: "1", GATSBY_TELEMETRY_DISABLED: "1" },
  })
  if (result.status !== 0) throw new Error(`gatsby build failed in ${cwd}:\n${result.stdout}\n${result.stderr}`)
  return (Date.now() - started) / 1000
}

/** Builds the bare reference page in a temporary copy of the fixture; returns its public/ directory. */
function buildReference() {
  const fixture = path.join(root, "__tests__/fixtures/bare-gatsby")
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "bare-gatsby-"))
  fs.cpSync(fixture, site, { recursive: true, filter: (src) => !/[/\\](\.cache|public)$/.test(src) })
  fs.symlinkSync(path.join(root, "node_modules"), path.join(site, "node_modules"))
  let seconds
  try {
    seconds = gatsbyBuild(site)
  } catch (error) {
    fs.rmSync(site, { recursive: true, force: true })
    throw error
  }
  console.log(`Built the bare Gatsby reference in ${seconds.toFixed(0)} s`)
  return { site, publicDir: path.join(site, "public") }
}

if (!fs.existsSync(path.join(siteDir, "index.html"))) {
  console.log(`No build in ${values.dir}/: building the site first`)
  gatsbyBuild(root)
}
const builtAt = fs.statSync(path.join(siteDir, "index.html")).mtime

const reference = buildReference()
const siteServer = await serveBuild(siteDir)
const referenceServer = await serveBuild(reference.publicDir)
const chromium = await launchChromium()

const onlyRoutes = values.routes?.split(",").map((route) => route.trim())
// By default the route table and one page per template; --routes may name any built page.
const routes = onlyRoutes
  ? builtPages(siteDir)
      .map((page) => page.route)
      .filter((route) => onlyRoutes.includes(route))
  : [...readRouteTable().routes, ...templatePages(siteDir)]
const unknown = (onlyRoutes ?? []).filter((route) => !routes.includes(route))
if (unknown.length) throw new Error(`--routes names pages the build does not have: ${unknown.join(", ")}`)
const targets = [
  ...routes.flatMap((route) => [
    { label: route, route, origin: siteServer.origin, publicDir: siteDir },
    { label: `${route} (no JS)`, route, origin: siteServer.origin, publicDir: siteDir, blockScripts: true },
  ]),
  {
    label: "bare Gatsby 5 (reference)",
    route: "/",
    origin: referenceServer.origin,
    publicDir: reference.publicDir,
    reference: true,
  },
]
const samples = new Map(targets.map((t) => [t.label, []]))
for (const target of targets)
  target.firstLoadJsGzip = target.blockScripts ? 0 : firstLoadOf(target.route, target.publicDir).total

const started = Date.now()
try {
  console.log(
    `Lighthouse ${LIGHTHOUSE_VERSION}, ${chromium.version}, mobile preset, ${runs} runs of ${targets.length} pages`,
  )
  // Round by round rather than page by page, so a burst of load on the machine spreads over all pages.
  for (let run = 1; run <= runs; run++) {
    for (const target of targets) {
      const lhr = await runLighthouse(`${target.origin}${target.route}`, chromium.port, target)
      const summary = summarize(lhr)
      samples.get(target.label).push(summary)
      console.log(
        `run ${run}/${runs}  ${target.label.padEnd(28)} performance ${summary.scores.performance}  LCP ${Math.round(summary.lcpMs)} ms`,
      )
    }
  }
} finally {
  await chromium.close()
  await siteServer.close()
  await referenceServer.close()
  fs.rmSync(reference.site, { recursive: true, force: true })
}

const medianOf = (list, pick) => median(list.map(pick))
const pages = targets.map((target) => {
  const list = samples.get(target.label)
  return {
    page: target.label,
    reference: Boolean(target.reference),
    runs: list.length,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, medianOf(list, (s) => s.scores[c])])),
    lcpMs: medianOf(list, (s) => s.lcpMs),
    cls: medianOf(list, (s) => s.cls),
    tbtMs: medianOf(list, (s) => s.tbtMs),
    totalBytes: medianOf(list, (s) => s.totalBytes),
    scriptBytes: medianOf(list, (s) => s.scriptBytes),
    firstLoadJsGzip: target.firstLoadJsGzip,
    warnings: [...new Set(list.flatMap((s) => s.warnings))],
  }
})
const ref = pages.find((p) => p.reference)
const ratio = (value, base) => (typeof value === "number" && base ? Number((value / base).toFixed(2)) : null)
for (const page of pages) {
  page.ratioToReference = {
    lcp: ratio(page.lcpMs, ref.lcpMs),
    tbt: ratio(page.tbtMs, ref.tbtMs),
    totalBytes: ratio(page.totalBytes, ref.totalBytes),
    scriptBytes: ratio(page.scriptBytes, ref.scriptBytes),
    firstLoadJs: ratio(page.firstLoadJsGzip, ref.firstLoadJsGzip),
  }
}

const report = {
  date: new Date().toISOString(),
  siteBuiltAt: builtAt.toISOString(),
  lighthouse: LIGHTHOUSE_VERSION,
  chromium: chromium.version,
  preset: "mobile (Lighthouse default config: simulated throttling, Moto G Power emulation)",
  runsPerPage: runs,
  benchmarkIndex: median([...samples.values()].flat().map((s) => s.benchmarkIndex)),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  },
  durationSeconds: Math.round((Date.now() - started) / 1000),
  pages,
}

const kb = (bytes) => (typeof bytes === "number" ? `${(bytes / 1024).toFixed(1)} KB` : "–")
const ms = (value) => (typeof value === "number" ? `${Math.round(value)} ms` : "–")
const score = (value) => (typeof value === "number" ? String(Math.round(value * 100)) : "–")
const times = (value) => (typeof value === "number" ? `×${value}` : "–")
const markdown = [
  "# Lighthouse benchmark",
  "",
  `${report.date} · Lighthouse ${report.lighthouse} · ${report.chromium} · ${report.preset} · median of ${runs} runs per page`,
  `Machine: ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGb} GB, ${report.machine.platform}, Node ${report.machine.node} · Lighthouse benchmark index ${Math.round(report.benchmarkIndex ?? 0)} · site built ${report.siteBuiltAt}`,
  "",
  "Scores are 0–100. Figures in parentheses are the ratio to the bare Gatsby 5 reference page measured in the same run.",
  "",
  "| page | perf | a11y | best pr. | SEO | LCP | CLS | TBT | transfer | scripts transferred | first-load JS (gzip) |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...pages.map((p) =>
    [
      `| ${p.reference ? `*${p.page}*` : `\`${p.page}\``}`,
      score(p.scores.performance),
      score(p.scores.accessibility),
      score(p.scores["best-practices"]),
      score(p.scores.seo),
      `${ms(p.lcpMs)}${p.reference ? "" : ` (${times(p.ratioToReference.lcp)})`}`,
      typeof p.cls === "number" ? p.cls.toFixed(3) : "–",
      `${ms(p.tbtMs)}${p.reference ? "" : ` (${times(p.ratioToReference.tbt)})`}`,
      `${kb(p.totalBytes)}${p.reference ? "" : ` (${times(p.ratioToReference.totalBytes)})`}`,
      `${kb(p.scriptBytes)}${p.reference ? "" : ` (${times(p.ratioToReference.scriptBytes)})`}`,
      `${kb(p.firstLoadJsGzip)}${p.reference ? "" : ` (${times(p.ratioToReference.firstLoadJs)})`} |`,
    ].join(" | "),
  ),
  "",
  `Budgets checked by \`npm test\` (scripts/checks/): first-load JS ≤ ${kb(FIRST_LOAD_BUDGET)} gzipped per page; CLS 0; accessibility, best practices and SEO 100 on every page. Performance and timings are reported here, not gated: they depend on the machine (see the benchmark index).`,
  ...(pages.some((p) => p.warnings.length)
    ? ["", "Lighthouse warnings:", ...pages.flatMap((p) => p.warnings.map((w) => `- ${p.page}: ${w}`))]
    : []),
  "",
].join("\n")

fs.mkdirSync(outDir, { recursive: true })
fs.writeFileSync(path.join(outDir, "report.json"), `${JSON.stringify(report, null, 2)}\n`)
fs.writeFileSync(path.join(outDir, "report.md"), markdown)
console.log(`\n${markdown}\nWrote bench/report.json and bench/report.md in ${report.durationSeconds} s of measuring`)
