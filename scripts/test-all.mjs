#!/usr/bin/env node
// `npm test`: runs the npm scripts named as its arguments, which package.json's "test" script gives (the one
// place that says which steps run and in what order), group by group, stopping at the first failure, then one
// summary line "N passed, N failed" over every test runner and check (a check that passes counts as one).
// Scripts joined by "+" run at the same time: steps that need nothing of each other and leave a core idle
// alone. Scripts joined by "," run one after the other within that: `a+b,c` starts b and a together, and c
// once b has passed, while a may still run. Each step but the group's last prints its output whole once it
// ends; the last one named streams its output as it comes. What each step checks: docs/testing.md.
import { spawn } from "node:child_process"
import fs from "node:fs"

/**
 * The machine's busy CPU time so far, in seconds, from /proc/stat (Linux; null elsewhere): a step's share
 * beside its wall time says how many cores it kept busy, which is what the gate's time is planned from
 * (docs/testing.md). Counted machine-wide, as browsers and hosts outlive the processes that wait for them.
 */
function busyCpuSeconds() {
  try {
    const [, ...ticks] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number)
    const [user, nice, system, , , irq, softirq, steal] = ticks
    return (user + nice + system + irq + softirq + steal) / 100 // USER_HZ, 100 on Linux
  } catch {
    return null
  }
}

const jest = (file) => [file, (r) => [r.numPassedTests, r.numFailedTests + r.numRuntimeErrorTestSuites, 0]]
const playwright = (file) => [file, (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected, r.stats.flaky]]
/** The runners' own counts, [passed, failed, passed only on retry], from their JSON reports. */
const REPORTS = {
  "test:unit": jest("test-results/jest.json"),
  "test:builds": jest("test-results/jest-builds.json"),
  "test:builds:editor-clone": jest("test-results/jest-editor-clone.json"),
  "test:builds:others": jest("test-results/jest-builds.json"),
  "test:e2e": playwright("test-results/e2e.json"),
  "check:live": playwright("test-results/live.json"),
}

let [passed, failed] = [0, 0]
fs.rmSync("test-results", { recursive: true, force: true })
fs.mkdirSync("test-results")
// CI mode everywhere: the runners write their JSON reports, Playwright retries once, Gatsby stays quiet.
const env = { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" }
/** Runs one npm script; with `quiet`, its output is kept and returned rather than shown as it comes. */
function run(step, quiet) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn("npm", ["run", "--silent", step], {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env,
    })
    const output = []
    child.stdout?.on("data", (chunk) => output.push(chunk))
    child.stderr?.on("data", (chunk) => output.push(chunk))
    const seconds = () => (Date.now() - started) / 1000
    child.on("close", (code, signal) =>
      resolve({ step, status: code ?? 1, signal, seconds: seconds(), output: Buffer.concat(output) }),
    )
  })
}

/** Counts a finished step's tests (or the step itself, when it has no report) and prints its line. */
function tally({ step, status, signal, seconds, output }, { quiet, cores = "" }) {
  if (quiet) process.stdout.write(`\n▷ npm run ${step}\n${output}`)
  const how = status === 0 ? "ok" : `FAILED${signal ? ` (${signal})` : ""}`
  console.log(`  ${step} ${how} in ${seconds.toFixed(1)}s${cores}`)
  const [file, count] = REPORTS[step] ?? []
  const report = file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null
  const [ok, bad, retried] = report ? count(report) : status === 0 ? [1, 0, 0] : [0, 1, 0]
  if (retried) console.log(`  ${retried} browser test(s) passed only on their retry (above)`)
  passed += ok
  failed += status !== 0 && bad === 0 ? 1 : bad // a runner that failed before reporting a test
}

/** Runs a lane's steps one after the other, each counted as it ends; stops at the first that fails. */
async function runLane(steps, live, cores) {
  for (const step of steps) {
    const quiet = step !== live
    const result = await run(step, quiet)
    tally(result, { quiet, cores: cores() })
    if (result.status !== 0) return false
  }
  return true
}

for (const group of process.argv.slice(2)) {
  const lanes = group.split("+").map((lane) => lane.split(","))
  const steps = lanes.flat()
  const alone = steps.length === 1
  const lanesNamed = lanes.map((lane) => lane.map((step) => `npm run ${step}`).join(", then ")).join(" + ")
  console.log(`\n▶ ${lanesNamed}${alone ? "" : " (at the same time)"}`)
  const started = Date.now()
  const busyBefore = busyCpuSeconds()
  const seconds = () => (Date.now() - started) / 1000
  const coresBusy = () =>
    busyBefore === null ? "" : `, ${((busyCpuSeconds() - busyBefore) / seconds()).toFixed(2)} cores busy`
  const lanesPassed = await Promise.all(lanes.map((lane) => runLane(lane, steps.at(-1), alone ? coresBusy : () => "")))
  if (!alone) console.log(`  together in ${seconds().toFixed(1)}s${coresBusy()}`)
  if (!lanesPassed.every(Boolean)) break
}
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
