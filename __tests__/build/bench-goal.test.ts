/**
 * @jest-environment node
 *
 * scripts/lib/bench-goal.mjs, the bench's per-page verdict against its goal, run in Node as the bench
 * runs it (an ES module, which jest's transform does not take).
 */
import { spawnSync } from "child_process"
import path from "path"
import { pathToFileURL } from "url"

const moduleUrl = pathToFileURL(path.resolve(__dirname, "../../scripts/lib/bench-goal.mjs")).href

interface Figures {
  performance: number
  tbt: number
  lcp: number
  firstLoad: number
}

function verdict(page: Figures, floor: Figures) {
  const code = `import { goalVerdict } from ${JSON.stringify(moduleUrl)}
process.stdout.write(JSON.stringify(goalVerdict(${JSON.stringify(page)}, ${JSON.stringify(floor)})))`
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", code], { encoding: "utf8" })
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout) as { checks: Record<keyof Figures, boolean>; met: boolean }
}

const floor: Figures = { performance: 0.99, tbt: 100, lcp: 700, firstLoad: 60_000 }

test("a page at the limits meets the goal; performance 0.97 against 0.99 is within 0.02", () => {
  expect(verdict({ performance: 0.97, tbt: 200, lcp: 910, firstLoad: 72_000 }, floor)).toEqual({
    checks: { performance: true, tbt: true, lcp: true, firstLoad: true },
    met: true,
  })
})

test("each figure past its limit fails its own check and the verdict", () => {
  const { checks, met } = verdict({ performance: 0.96, tbt: 201, lcp: 911, firstLoad: 72_001 }, floor)
  expect(checks).toEqual({ performance: false, tbt: false, lcp: false, firstLoad: false })
  expect(met).toBe(false)
  expect(verdict({ ...floor, tbt: 250 }, floor)).toEqual({
    checks: { performance: true, tbt: false, lcp: true, firstLoad: true },
    met: false,
  })
})

test("a floor TBT of 0 allows only 0", () => {
  expect(verdict({ ...floor, tbt: 0 }, { ...floor, tbt: 0 }).checks.tbt).toBe(true)
  expect(verdict({ ...floor, tbt: 5 }, { ...floor, tbt: 0 }).checks.tbt).toBe(false)
})
