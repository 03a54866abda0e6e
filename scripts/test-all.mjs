#!/usr/bin/env node
// `npm test`: the npm scripts below, in order, stopping at the first failure. Ends with one summary
// line "N passed, N failed" over every test runner and check.
import { spawnSync } from "node:child_process"
import fs from "node:fs"

const STEPS = [
  "typecheck",
  "lint",
  "format:check",
  "test:unit",
  "build",
  "check:size",
  "check:firebase",
  "check:html",
  "check:links",
  "check:structured-data",
  "check:lighthouse",
  "test:e2e",
]

/** How many tests a step's runner reported, from its JSON report. */
const REPORTS = {
  "test:unit": [
    "test-results/jest.json",
    (r) => [r.numPassedTests, r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0)],
  ],
  "test:e2e": ["test-results/e2e.json", (r) => [r.stats.expected + (r.stats.flaky ?? 0), r.stats.unexpected]],
}

let passed = 0
let failed = 0
fs.rmSync("test-results", { recursive: true, force: true })
fs.mkdirSync("test-results", { recursive: true })

for (const step of STEPS) {
  console.log(`\n▶ npm run ${step}`)
  const started = Date.now()
  const { status } = spawnSync("npm", ["run", "--silent", step], {
    stdio: "inherit",
    env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
  })
  console.log(`  ${step} ${status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)}s`)
  const [file, count] = REPORTS[step] ?? []
  const report = file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null
  if (report?.stats?.flaky)
    console.log(`  ${report.stats.flaky} browser test(s) passed only on their retry: see the list above`)
  if (report) {
    const [ok, bad] = count(report)
    passed += ok
    failed += bad
  } else if (status === 0) passed += 1
  if (status !== 0) {
    if (!report || count(report)[1] === 0) failed += 1
    break
  }
}

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
