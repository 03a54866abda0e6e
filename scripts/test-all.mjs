#!/usr/bin/env node
// `npm test`: the npm scripts it names (package.json), in order, stopping at the first failure, then one
// summary line "N passed, N failed" over every test runner and check (a check that passes counts as one).
// The real data/ is built and checked for structure first (build, check:live: its wording and counts are
// the editors', never asserted); every later step reads the frozen fixture build (build:fixture).
import { spawnSync } from "node:child_process"
import fs from "node:fs"

/**
 * CPU seconds this process's finished children (and theirs, once waited for) have used so far, from
 * /proc (Linux; null elsewhere): beside a step's wall time it shows whether the step kept both cores busy.
 */
function childCpuSeconds() {
  try {
    const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ")
    return (Number(fields[13]) + Number(fields[14])) / 100 // cutime + cstime, in USER_HZ (100 on Linux)
  } catch {
    return null
  }
}

const jestCounts = (r) => [r.numPassedTests, r.numFailedTests + r.numRuntimeErrorTestSuites, 0]
/** The runners' own counts, [passed, failed, passed only on retry], from their JSON reports. */
const REPORTS = {
  "test:unit": ["test-results/jest.json", jestCounts],
  "test:builds": ["test-results/jest-builds.json", jestCounts],
  "test:e2e": ["test-results/e2e.json", (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected, r.stats.flaky]],
  "check:live": [
    "test-results/live.json",
    (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected, r.stats.flaky],
  ],
}

let [passed, failed] = [0, 0]
fs.rmSync("test-results", { recursive: true, force: true })
fs.mkdirSync("test-results")
// CI mode everywhere: the runners write their JSON reports, Playwright retries once, Gatsby stays quiet.
const env = { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" }
for (const step of process.argv.slice(2)) {
  console.log(`\n▶ npm run ${step}`)
  const started = Date.now()
  const cpuBefore = childCpuSeconds()
  const { status } = spawnSync("npm", ["run", "--silent", step], { stdio: "inherit", env })
  const cpu = cpuBefore === null ? "" : ` (CPU ${(childCpuSeconds() - cpuBefore).toFixed(1)}s)`
  console.log(`  ${step} ${status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)}s${cpu}`)
  const [file, count] = REPORTS[step] ?? []
  const report = file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null
  const [ok, bad, retried] = report ? count(report) : status === 0 ? [1, 0, 0] : [0, 1, 0]
  if (retried) console.log(`  ${retried} browser test(s) passed only on their retry (above)`)
  passed += ok
  failed += status !== 0 && bad === 0 ? 1 : bad // a runner that failed before reporting a test
  if (status !== 0) break
}
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
