/**
 * @jest-environment node
 *
 * scripts/test-summary.mjs, the last line of `npm test`, in a project of its own: it follows the npm script that runs
 * it through run-s and run-p down to its steps, counts a test runner's tests from its JSON report and any other step
 * as one.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const summary = path.resolve(__dirname, "../../scripts/test-summary.mjs")

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-summary-"))
  fs.mkdirSync(path.join(dir, "test-results"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const scripts = {
  test: "run-s static test:unit test:group && node scripts/test-summary.mjs",
  static: "run-p --aggregate-output lint typecheck",
  "test:group": "run-p -c --aggregate-output test:lane 2>&1",
  "test:lane": "run-s check:html test:e2e 2>&1",
  "test:unit": "jest",
  "test:e2e": "playwright test",
  lint: "eslint .",
  typecheck: "tsc",
  "check:html": "node check.mjs",
}

function summarise(reports: Record<string, unknown>) {
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ scripts }))
  for (const [file, report] of Object.entries(reports))
    fs.writeFileSync(path.join(dir, "test-results", file), JSON.stringify(report))
  const env = { ...process.env, npm_lifecycle_event: "test" }
  return spawnSync(process.execPath, [summary], { cwd: dir, encoding: "utf8", env })
}

test("counts each runner's tests from its report and every other step as one", () => {
  const { status, stdout } = summarise({
    "jest.json": { numPassedTests: 40, numFailedTests: 0, numRuntimeErrorTestSuites: 0 },
    "e2e.json": { stats: { expected: 7, flaky: 2, unexpected: 0 } },
  })
  expect(status).toBe(0)
  // 40 unit tests, 9 browser tests, lint, typecheck and check:html
  expect(stdout).toMatch(/2 browser test\(s\) passed only on their retry[^]*\n52 passed, 0 failed\n$/)
})

test("a runner's failed tests fail the summary", () => {
  const { status, stdout } = summarise({
    "jest.json": { numPassedTests: 40, numFailedTests: 1, numRuntimeErrorTestSuites: 1 },
    "e2e.json": { stats: { expected: 9, flaky: 0, unexpected: 0 } },
  })
  expect(status).toBe(1)
  expect(stdout).toMatch(/\n52 passed, 2 failed\n$/)
})
