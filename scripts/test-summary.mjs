#!/usr/bin/env node
// The last line of `npm test` (and `npm run test:quick`), once every step has passed: "N passed, N failed" over every
// step the npm script that runs it names, through run-s and run-p down to the steps themselves. A test runner's step
// counts its tests from its JSON report in test-results/; any other step, a check, counts as one.
import fs from "node:fs"

const jest = (file) => [file, (r) => [r.numPassedTests, r.numFailedTests + r.numRuntimeErrorTestSuites, 0]]
const playwright = (file) => [file, (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected, r.stats.flaky]]
/** The runners' own counts, [passed, failed, passed only on retry], from their JSON reports. */
const REPORTS = {
  "test:unit": jest("test-results/jest.json"),
  "test:builds:editor-clone": jest("test-results/jest-editor-clone.json"),
  "test:builds:others": jest("test-results/jest-builds.json"),
  "test:e2e": playwright("test-results/e2e.json"),
  "check:live": playwright("test-results/live.json"),
}

const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8"))
/** The steps a script runs: the scripts its run-s or run-p names, each followed down to one that runs neither. */
function steps(name) {
  const runner = scripts[name].match(/\brun-[sp]((?: [\w:.-]+)+)/)
  if (!runner) return [name]
  return runner[1]
    .trim()
    .split(" ")
    .filter((word) => word in scripts)
    .flatMap(steps)
}

let [passed, failed, retried] = [0, 0, 0]
for (const step of steps(process.env.npm_lifecycle_event ?? "test")) {
  const [file, count] = REPORTS[step] ?? []
  const [ok, bad, flaky] = file ? count(JSON.parse(fs.readFileSync(file, "utf8"))) : [1, 0, 0]
  passed += ok
  failed += bad
  retried += flaky
}
if (retried) console.log(`${retried} browser test(s) passed only on their retry (above)`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
