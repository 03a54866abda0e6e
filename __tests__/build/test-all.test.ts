/**
 * @jest-environment node
 *
 * scripts/test-all.mjs (`npm test`'s runner) on a project of its own whose npm scripts only say when they start
 * and end: `+` runs steps at the same time, `,` one after the other within that, a failure stops its lane and the
 * gate, and only the last step named prints its output as it comes.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const runner = path.resolve(__dirname, "../../scripts/test-all.mjs")

/**
 * Each step: `node step.js <name> <status> [<line> <ms>]` prints "<name> early" and logs "<name> start"; then, given a
 * line, waits until the log has it or ms have passed (never failing for it); then logs "<name> end", prints
 * "<name> late" and exits with status. Steps wait for each other's lines, so the order asserted needs no timing.
 */
const STEP = `
const fs = require("fs")
const [name, status, line, ms] = process.argv.slice(2)
const log = (text) => fs.appendFileSync("log", text + "\\n")
const logged = () => (fs.existsSync("log") ? fs.readFileSync("log", "utf8").split("\\n") : [])
console.log(name + " early")
log(name + " start")
const giveUpAt = Date.now() + Number(ms ?? 0)
const timer = setInterval(() => {
  if (line && !logged().includes(line) && Date.now() < giveUpAt) return
  clearInterval(timer)
  log(name + " end")
  console.log(name + " late")
  process.exit(Number(status))
}, 20)
`

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-all-"))
  fs.writeFileSync(path.join(dir, "step.js"), STEP)
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A step that exits with status, waiting up to ms for another step's log line first. */
interface Step {
  status?: number
  waitFor?: string
  ms?: number
}

/** Runs the runner in the project with these steps on its line. */
function runAll(steps: Record<string, Step>, ...line: string[]) {
  const scripts = Object.fromEntries(
    Object.entries(steps).map(([name, { status = 0, waitFor, ms = 20_000 }]) => [
      name,
      `node step.js ${name} ${status}${waitFor ? ` "${waitFor}" ${ms}` : ""}`,
    ]),
  )
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "gate", private: true, scripts }))
  const result = spawnSync(process.execPath, [runner, ...line], { cwd: dir, encoding: "utf8" })
  const log = fs.existsSync(path.join(dir, "log")) ? fs.readFileSync(path.join(dir, "log"), "utf8").trim() : ""
  return { status: result.status, output: result.stdout, log: log ? log.split("\n") : [] }
}

jest.setTimeout(60_000)

test("steps joined by + run at the same time", () => {
  // each waits for the other to start: one after the other, the first would wait in vain, then end
  const { status, log } = runAll({ a: { waitFor: "b start", ms: 5000 }, b: { waitFor: "a start", ms: 5000 } }, "a+b")
  expect(status).toBe(0)
  expect(log.slice(0, 2).sort()).toEqual(["a start", "b start"])
})

test("steps joined by , run one after the other, beside the other lanes", () => {
  const { status, log } = runAll(
    // b looks for c for a second (at the same time, c would start meanwhile); a ends only after c
    { a: { waitFor: "c end" }, b: { waitFor: "c start", ms: 1000 }, c: {} },
    "a+b,c",
  )
  expect(status).toBe(0)
  expect(log.indexOf("c start")).toBeGreaterThan(log.indexOf("b end"))
  expect(log.indexOf("a end")).toBeGreaterThan(log.indexOf("c end"))
})

test("a failing step stops its lane and the gate once the other lanes end, and counts as failed", () => {
  const { status, output, log } = runAll(
    { bad: { status: 1 }, c: {}, a: { waitFor: "bad end" }, later: {} },
    "bad,c+a",
    "later",
  )
  expect(status).toBe(1)
  expect(log).not.toContain("c start")
  expect(log).toContain("a end")
  expect(log).not.toContain("later start")
  expect(output).toContain("bad FAILED")
  expect(output).toMatch(/1 passed, 1 failed\s*$/)
})

test("the last step named prints its output as it comes; the others print theirs whole when they end", () => {
  // short ends once long has started (and printed its first line); long ends after short
  const { status, output } = runAll({ short: { waitFor: "long start" }, long: { waitFor: "short end" } }, "short+long")
  expect(status).toBe(0)
  expect(output.indexOf("long early")).toBeLessThan(output.indexOf("▷ npm run short"))
  expect(output).toMatch(/▷ npm run short\n(?:[^\n]*\n)*?short early\nshort late\n/)
})
