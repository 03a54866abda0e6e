#!/usr/bin/env node
// Lighthouse budgets checked in CI (scores and layout shift, not timings: the machine is noisy).
// One mobile run per page: CLS 0, and accessibility, best-practices and SEO scores of 1 on every page
// of the route table (plus one page of each generated template). First-load JS has its own check.
//   node scripts/checks/lighthouse-budgets.mjs [--dir public]
import path from "node:path"
import { parseArgs } from "node:util"
import {
  failingAudits,
  launchChromium,
  pagesToMeasure,
  runLighthouse,
  serveBuild,
  summarize,
} from "../lib/lighthouse.mjs"

const GATED = ["accessibility", "best-practices", "seo"]

const { values } = parseArgs({ options: { dir: { type: "string", default: "public" } } })
const dir = path.resolve(values.dir)

let server
let chromium
const failures = []
try {
  server = await serveBuild(dir)
  chromium = await launchChromium()
  console.log(`Lighthouse budgets (mobile, 1 run per page) with ${chromium.version}`)
  for (const route of pagesToMeasure(dir)) {
    const lhr = await runLighthouse(`${server.origin}${route}`, chromium.port)
    const { scores, cls } = summarize(lhr)
    const problems = []
    if (cls !== 0) problems.push(`CLS ${cls} (budget 0)`)
    for (const category of GATED) {
      if (scores[category] !== 1) {
        problems.push(
          `${category} ${scores[category]} (budget 1):\n      ${failingAudits(lhr, category).join("\n      ")}`,
        )
      }
    }
    const line = GATED.map((c) => `${c} ${scores[c]}`).join(", ")
    console.log(
      `${problems.length ? "FAIL" : "ok  "} ${route.padEnd(24)} ${line}, CLS ${cls}, performance ${scores.performance}`,
    )
    for (const problem of problems) console.log(`    ${problem}`)
    if (problems.length) failures.push(route)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  failures.push("(run)")
} finally {
  await chromium?.close()
  await server?.close()
}
console.log(
  failures.length
    ? `Lighthouse budgets: ${failures.length} page(s) over budget`
    : "Lighthouse budgets: every page within budget",
)
process.exit(failures.length ? 1 : 0)
