#!/usr/bin/env node
// `npm run bench` (docs/performance.md, "The bench"): Lighthouse's mobile preset on the build's pages, cold and warm,
// each with and without its scripts, beside a bare Gatsby 5 page measured in the same rounds; then the tap and the
// search index. Writes bench/report.md and adds the run at the top of docs/measurements/bench.md.
// [--runs 3] [--routes /,/contact] [--visits cold,warm] [--taps /,/hi,/kn|none] [--compare label=dir/public …]
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import { launch } from "chrome-launcher"
import lighthouse from "lighthouse"
import * as prettier from "prettier"
import LIGHTHOUSE from "lighthouse/package.json" with { type: "json" }
import { CHROME_PATH, launchFlags } from "./lib/chrome.mjs"
import { GOAL, goalVerdict } from "./lib/bench-goal.mjs"
import { BENCH_LOG, benchEntry, withEntry } from "./lib/bench-log.mjs"
import { brotliSize } from "./lib/first-flight.mjs"
import { FIRST_LOAD_BUDGET, builtPages, firstLoadOf, kb, templatePages } from "./lib/first-load.mjs"
import { defaultLocaleOf, pathInLanguage, sitePages, topLevelPages } from "./lib/site-pages.mjs"
import { startHost } from "./lib/host.mjs"
import { TAP_DELAYS, TAP_GOAL_MS, TAP_TARGETS, measureTap } from "./lib/taps.mjs"
import { searchIndexSize } from "./lib/search-index-size.mjs"

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    visits: { type: "string", default: "cold,warm" },
    taps: { type: "string", default: "/,/hi,/kn" },
    routes: { type: "string" },
    compare: { type: "string", multiple: true, default: [] },
  },
})
const runs = Number(values.runs)
const list = (value) => value.split(/\s*,\s*/)
const visits = list(values.visits)
if (visits.some((visit) => !["cold", "warm"].includes(visit)))
  throw new Error(`--visits takes cold, warm or both ("cold,warm"), not "${values.visits}"`)
// Every top-level English page and one page of each template (read from the build), then each page
// component once in another script, the other languages taking turns: Devanagari and Kannada text weigh
// more than Latin, and their fonts come from the system.
const built = sitePages()
const defaultLocale = defaultLocaleOf(built)
const otherLocales = [...new Set(built.map((page) => page.locale))].filter((locale) => locale !== defaultLocale)
const topLevel = topLevelPages()
const translated = topLevel
  .filter((page, i) => topLevel.findIndex((other) => other.component === page.component) === i)
  .flatMap((page, i) => {
    const locale = otherLocales[i % otherLocales.length]
    const copy = built.find((other) => other.locale === locale && pathInLanguage(other, defaultLocale) === page.path)
    return copy ? [copy.path] : []
  })
const routes = values.routes
  ? list(values.routes)
  : [...topLevel.map((page) => page.path), ...templatePages(), ...translated]
const others = values.compare.map((entry) => {
  const [label, dir] = entry.split("=")
  if (!label || !dir) throw new Error(`--compare takes label=dir (a build's public/ folder), not "${entry}"`)
  return { label, dir }
})

// Before the reference is built, so a route a build lacks fails at once (naming its missing file).
const firstLoads = routes.map((route) => firstLoadOf(route).total)
const htmlFiles = new Map(builtPages().map((page) => [page.route, page.htmlFile]))
/** A route's HTML, brotli as the hosts send it (scripts/lib/first-flight.mjs). */
const htmlSizes = routes.map((route) => brotliSize(fs.readFileSync(htmlFiles.get(route))))
const otherFirstLoads = others.map(({ dir }) => routes.map((route) => firstLoadOf(route, dir).total))

// The reference, in a temporary copy of the fixture with this project's packages.
const referenceSite = fs.mkdtempSync(path.join(os.tmpdir(), "bare-gatsby-"))
fs.cpSync("__tests__/fixtures/bare-gatsby", referenceSite, {
  recursive: true,
  filter: (src) => !/[/\\](\.cache|public)$/.test(src),
})
fs.symlinkSync(path.resolve("node_modules"), path.join(referenceSite, "node_modules"))
const build = spawnSync(process.execPath, [path.resolve("node_modules/gatsby/cli.js"), "build"], {
  cwd: referenceSite,
  env: { ...process.env, CI: "true", NO_COLOR: "1", GATSBY_TELEMETRY_DISABLED: "1" },
  encoding: "utf8",
})
if (build.status !== 0) throw new Error(`gatsby build of the reference failed:\n${build.stdout}\n${build.stderr}`)
const referenceDir = path.join(referenceSite, "public")

// One after the other: wrangler instances started side by side can fail to start their runtime.
const hosts = []
for (const dir of ["public", referenceDir, ...others.map((other) => other.dir)]) hosts.push(await startHost({ dir }))
// "localhost", not the IP: a secure context, as the real site's HTTPS is.
const [site, reference, ...otherSites] = hosts.map((host) => host.url.replace("127.0.0.1", "localhost"))
const pagesOfOneVisit = [
  ...routes.flatMap((route, i) => [
    { label: route, route, url: site + route, firstLoad: firstLoads[i], html: htmlSizes[i] },
    { label: `${route} (no JS)`, noJsOf: route, url: site + route, firstLoad: 0, blockedUrlPatterns: ["*.js"] },
    ...others.map((other, o) => ({
      label: `${route} [${other.label}]`,
      url: otherSites[o] + route,
      firstLoad: otherFirstLoads[o][i],
    })),
  ]),
  { label: "bare Gatsby 5 (reference)", url: `${reference}/`, firstLoad: firstLoadOf("/", referenceDir).total },
]
/** Each visit's pages, its reference last; a cold page's label says so. */
const targets = visits.flatMap((visit) =>
  pagesOfOneVisit.map((page) => ({ ...page, visit, label: visit === "cold" ? `${page.label} · cold` : page.label })),
)
const launchChrome = () => launch({ chromePath: CHROME_PATH, chromeFlags: launchFlags() })
/** The warm runs' Chromium, for the whole bench; each cold run starts its own with a new profile (chrome-launcher's default). */
const chrome = await launchChrome()
const { Browser: chromium } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()

/** One Lighthouse run, reduced to the figures the bench reports. */
async function measure({ url, blockedUrlPatterns = [], visit }) {
  const browser = visit === "cold" ? await launchChrome() : chrome
  const flags = { port: browser.port, logLevel: "error", onlyCategories: CATEGORIES, blockedUrlPatterns }
  // Brotli first, as the hosts answer Chrome over HTTPS: over http Chrome offers "gzip, deflate" alone, and each
  // page would travel 7 to 11 % larger than a visitor receives it, which decides whether it fits the first round trip.
  flags.extraHeaders = { "Accept-Encoding": "br, gzip" }
  const lhr = (await lighthouse(url, flags).finally(() => browser !== chrome && browser.kill()))?.lhr
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`)
  const audit = (id) => lhr.audits[id]?.numericValue
  const scripts = lhr.audits["resource-summary"].details.items.find((item) => item.resourceType === "script")
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id].score])),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
    transfer: audit("total-byte-weight"),
    scripts: scripts?.transferSize ?? 0, // as transferred: brotli, as the hosts serve them
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/** Each tap route × target: per run, the slowest of the tap delays (scripts/lib/taps.mjs). */
const tapRoutes = values.taps === "none" ? [] : list(values.taps)
const taps = tapRoutes.flatMap((route) => TAP_TARGETS.map((target) => ({ route, target, runs: [] })))
async function measureTaps() {
  for (let run = 1; run <= runs; run++)
    for (const tap of taps) {
      try {
        const times = []
        for (const delay of TAP_DELAYS) times.push(await measureTap(site + tap.route, tap.target, delay))
        tap.runs.push(Math.max(...times))
      } catch (error) {
        tap.error = error.message.split("\n")[0]
      }
      console.log(`run ${run}/${runs}  tap ${tap.route} ${tap.target.name}: ${tap.error ?? `${tap.runs.at(-1)} ms`}`)
    }
}

const samples = targets.map(() => [])
try {
  console.log(`Lighthouse ${LIGHTHOUSE.version}, ${chromium}, mobile preset, ${runs} runs of ${targets.length} pages`)
  // Round by round rather than page by page, so a burst of load on the machine spreads over all pages.
  for (let run = 1; run <= runs; run++) {
    for (const [i, target] of targets.entries()) {
      samples[i].push(await measure(target))
      const { performance, lcp, tbt } = samples[i].at(-1)
      console.log(
        `run ${run}/${runs}  ${target.label.padEnd(40)} performance ${performance}, LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms`,
      )
    }
  }
  await measureTaps()
} finally {
  chrome.kill()
  await Promise.all(hosts.map((host) => host.stop()))
  fs.rmSync(referenceSite, { recursive: true, force: true })
}

/** The middle value (of an even count, the upper of the two middle ones). */
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
const FIGURES = [...CATEGORIES, "lcp", "cls", "tbt", "transfer", "scripts", "benchmarkIndex"]
const pages = targets.map((target, i) => ({
  ...target,
  page: target.label,
  ...Object.fromEntries(FIGURES.map((figure) => [figure, median(samples[i].map((sample) => sample[figure]))])),
  lcpFastest: Math.min(...samples[i].map((sample) => sample.lcp)), // the bare page's, for the LCP goal
  tbtRuns: samples[i].map((sample) => Math.round(sample.tbt)), // the noisiest figure: its range is shown
}))
/** Each page's reference: the bare page measured on the same kind of visit. */
const floorOf = (page) => pages.findLast((other) => other.visit === page.visit)
const times = (page, key, floor) => (floor[key] ? `×${(page[key] / floor[key]).toFixed(2)}` : "floor: 0")
const ratio = (page, key, floor = floorOf(page)) => (page === floor ? "" : ` (${times(page, key, floor)})`)
const mark = (ok) => (ok ? "✓" : "✗")

/** Each page against the bench's goal (scripts/lib/bench-goal.mjs), with the same page without JavaScript beside it: the floor its own HTML and CSS set. Judged on a first visit when the bench made one. */
function goalTable() {
  const visit = visits.includes("cold") ? "cold" : "warm"
  const measured = pages.filter((p) => p.route && p.visit === visit)
  const floor = floorOf(measured[0])
  const noJsOf = (p) => pages.find((other) => other.noJsOf === p.route && other.visit === visit)
  const verdicts = measured.map((p) => goalVerdict({ ...p, noJsLcp: noJsOf(p).lcp }, floor))
  const ms = (value) => `${Math.round(value)} ms`
  const signed = (value) => `${value < 0 ? "−" : "+"}${Math.abs(Math.round(value))}`
  return [
    "## Goal per page",
    "",
    `Judged on the ${visit} runs. Goal: performance within ${GOAL.performanceMargin} of the bare page; TBT ≤ the bare page's + ${GOAL.tbtOverBare} ms; LCP ≤ ${GOAL.lcpOverNoJs}× the same page's LCP without JavaScript and ≤ ${GOAL.lcpOverBareFastest}× the bare page's fastest run; HTML ≤ ${kb(GOAL.html)} brotli (the first flight); first-load JS ≤ ${GOAL.firstLoad}× (medians of ${runs}). LCP's brackets hold its ratio to the page's no-JS LCP and to the bare page's fastest run. The last three columns are the same page with its scripts refused, the floor this page's HTML and CSS set.`,
    "",
    "| page | perf | TBT | LCP | HTML (brotli) | first-load JS | goal | no JS: perf | no JS: TBT | no JS: LCP |",
    "|---|---:|---:|---:|---:|---:|:---:|---:|---:|---:|",
    ...measured.map((p, i) => {
      const { checks, met } = verdicts[i]
      const noJs = noJsOf(p)
      return [
        `| \`${p.route}\``,
        `${Math.round(p.performance * 100)} ${mark(checks.performance)}`,
        `${ms(p.tbt)} (${signed(p.tbt - floor.tbt)}) ${mark(checks.tbt)}`,
        `${ms(p.lcp)} (×${(p.lcp / noJs.lcp).toFixed(2)}, ×${(p.lcp / floor.lcpFastest).toFixed(2)}) ${mark(checks.lcp)}`,
        `${kb(p.html)} ${mark(checks.html)}`,
        `${times(p, "firstLoad", floor)} ${mark(checks.firstLoad)}`,
        met ? "met" : "**not met**",
        Math.round(noJs.performance * 100),
        ms(noJs.tbt),
        `${ms(noJs.lcp)} |`,
      ].join(" | ")
    }),
    "",
    `${verdicts.filter((v) => v.met).length} of ${measured.length} pages meet the goal; the bare page: performance ${Math.round(floor.performance * 100)}, TBT ${ms(floor.tbt)}, LCP ${ms(floor.lcp)} (fastest run ${ms(floor.lcpFastest)}), first-load JS ${kb(floor.firstLoad)}.`,
  ]
}
const markdown = [
  "# Lighthouse benchmark",
  "",
  `${new Date().toISOString()} · Lighthouse ${LIGHTHOUSE.version} · ${chromium} · mobile preset (simulated throttling), responses in brotli as the hosts send them · median of ${runs} runs per page`,
  `Machine: ${os.cpus().length} × ${os.cpus()[0].model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version} · Lighthouse benchmark index ${Math.round(median(pages.map((page) => page.benchmarkIndex)))} · site built ${fs.statSync("public/index.html").mtime.toISOString()}`,
  "",
  `Visits: ${visits.join(" and ")} (cold: a new Chromium and profile per run, no HTTP or code cache; warm: one Chromium for the bench). Scores are 0–100. Figures in parentheses are the ratio to the bare Gatsby 5 reference page measured in the same run on the same kind of visit; TBT's brackets hold its lowest and highest run.`,
  "",
  "| page | perf | a11y | best pr. | SEO | LCP | CLS | TBT | transfer | scripts transferred | first-load JS (gzip) |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...pages.map((p) =>
    [
      p === floorOf(p) ? `| *${p.page}*` : `| \`${p.page}\``,
      ...CATEGORIES.map((category) => Math.round(p[category] * 100)),
      `${Math.round(p.lcp)} ms${ratio(p, "lcp")}`,
      p.cls.toFixed(3),
      `${Math.round(p.tbt)} ms${ratio(p, "tbt")} [${Math.min(...p.tbtRuns)}–${Math.max(...p.tbtRuns)}]`,
      kb(p.transfer) + ratio(p, "transfer"),
      kb(p.scripts) + ratio(p, "scripts"),
      `${kb(p.firstLoad)}${ratio(p, "firstLoad")} |`,
    ].join(" | "),
  ),
  "",
  ...goalTable(),
  "",
  ...tapReport(),
  `Budgets checked by \`npm test\`: first-load JS ≤ ${kb(FIRST_LOAD_BUDGET)} gzipped per page; CLS ≤ 0.005; accessibility, best practices and SEO 100. Performance and timings are reported here, not gated: they depend on the machine (see the benchmark index).`,
  "",
  ...searchIndexReport(),
].join("\n")
function tapReport() {
  if (taps.length === 0) return []
  return [
    "## The tap",
    "",
    `A first visit at 390 px on 4× CPU and Lighthouse's mobile network; one tap ${TAP_DELAYS.join(" or ")} ms after the app bundle arrived (each run's slowest of those), timed to the next paint as INP times it; median of ${runs} runs. Goal: ≤ ${TAP_GOAL_MS} ms.`,
    "",
    "| page | target | next paint | goal |",
    "|---|---|---:|:---:|",
    ...taps.map(({ route, target, runs: times, error }) =>
      error
        ? `| \`${route}\` | ${target.name} | not measured: ${error} | ✗ |`
        : `| \`${route}\` | ${target.name} | ${median(times)} ms | ${mark(median(times) <= TAP_GOAL_MS)} |`,
    ),
    "",
  ]
}
/** The site search's index (public/pagefind): no page but the search pages loads any of it. */
function searchIndexReport() {
  const index = searchIndexSize()
  return [
    "## Site search index",
    "",
    `Pagefind ${index.version} · ${index.files} files, ${kb(index.totalBytes)} in public/pagefind/. A search page loads none of it until the visitor types; the first search loads Pagefind's script and worker (gzipped) and its language's WebAssembly and metadata; each search then fetches only the index chunks its words fall in and the fragments of the results it shows.`,
    "",
    "| language | pages | first search | index chunks (all) | fragments (all) |",
    "|---|---:|---:|---:|---:|",
    ...index.languages.map(
      (l) => `| ${l.language} | ${l.pages} | ${kb(l.firstSearch)} | ${kb(l.index)} | ${kb(l.fragments)} |`,
    ),
    "",
  ]
}

fs.mkdirSync("bench", { recursive: true })
fs.writeFileSync("bench/report.md", markdown)
const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" })
const entry = benchEntry({
  date: new Date().toISOString().slice(0, 10),
  commit: head.status === 0 ? head.stdout.trim() : null,
  args: process.argv.slice(2),
  report: markdown,
})
const log = withEntry(fs.existsSync(BENCH_LOG) ? fs.readFileSync(BENCH_LOG, "utf8") : "", entry)
// formatted as `npm test`'s Prettier check wants it, so the run can be committed as it is
const options = { ...(await prettier.resolveConfig(BENCH_LOG)), filepath: BENCH_LOG }
fs.writeFileSync(BENCH_LOG, await prettier.format(log, options))
console.log(`\n${markdown}\nWrote bench/report.md, and the run at the top of ${BENCH_LOG}`)
