#!/usr/bin/env node
// `npm test`: typecheck, lint, formatting, unit tests, production build, browser tests — in that order, stopping
// at the first failure. Ends with one summary line "N passed, N failed" over all test runners.
import { spawnSync } from "node:child_process"
import fs from "node:fs"

const run = (label, command, args, env = {}) => {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } })
  console.log(`  ${label} ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)}s`)
  return result.status === 0
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"))
  } catch {
    return null
  }
}

let passed = 0
let failed = 0

const finish = (ok) => {
  console.log(`\n${passed} passed, ${failed} failed`)
  process.exit(ok && failed === 0 ? 0 : 1)
}

const npx = "npx"
fs.mkdirSync("test-results", { recursive: true })

if (!run("typecheck", npx, ["tsc", "--noEmit"])) finish(false)
if (!run("lint", npx, ["eslint", "."])) finish(false)
if (!run("format", npx, ["prettier", "--check", "--log-level", "warn", "."])) finish(false)

const unitOk = run("unit tests", npx, ["jest", "--ci", "--json", "--outputFile=test-results/jest.json"])
const jest = readJson("test-results/jest.json")
if (jest) {
  passed += jest.numPassedTests
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0)
}
if (!unitOk) finish(false)

if (!run("build", npx, ["gatsby", "build"], { GATSBY_TELEMETRY_DISABLED: "1" })) {
  failed += 1
  finish(false)
}

for (const script of fs.existsSync("scripts/checks") ? fs.readdirSync("scripts/checks").sort() : []) {
  if (!script.endsWith(".mjs")) continue
  if (run(`check ${script}`, "node", [`scripts/checks/${script}`])) passed += 1
  else failed += 1
}

const e2eOk = run("browser tests", npx, ["playwright", "test"], { CI: "true" })
const e2e = readJson("test-results/e2e.json")
if (e2e?.stats) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0)
  failed += e2e.stats.unexpected
} else if (!e2eOk) {
  failed += 1
}
finish(e2eOk)
