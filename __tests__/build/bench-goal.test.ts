/**
 * @jest-environment node
 *
 * scripts/lib/bench-goal.mjs, the bench's per-page verdict against its goal, run in Node as the bench
 * runs it (an ES module, which jest's transform does not take).
 */
import { callScriptExport } from "../helpers/script-module"

interface Page {
  performance: number
  tbt: number
  lcp: number
  noJsLcp: number
  html: number
  firstLoad: number
}
interface Floor {
  performance: number
  tbt: number
  lcpFastest: number
  firstLoad: number
}

const verdict = (page: Page, floor: Floor) =>
  callScriptExport<{ checks: Record<string, boolean>; met: boolean }>(
    "scripts/lib/bench-goal.mjs",
    "goalVerdict",
    page,
    floor,
  )

const floor: Floor = { performance: 0.99, tbt: 100, lcpFastest: 700, firstLoad: 60_000 }
/** A page at every limit: TBT bare + 50 ms, LCP 1.3 × 700 ms and within 1.1 × its no-JS LCP, 14 KB of HTML. */
const atLimits: Page = { performance: 0.97, tbt: 150, lcp: 910, noJsLcp: 830, html: 14 * 1024, firstLoad: 72_000 }

test("a page at the limits meets the goal; performance 0.97 against 0.99 is within 0.02", () => {
  expect(verdict(atLimits, floor)).toEqual({
    checks: { performance: true, tbt: true, lcp: true, html: true, firstLoad: true },
    met: true,
  })
})

test("each figure past its limit fails its own check and the verdict", () => {
  const past = { performance: 0.96, tbt: 151, lcp: 911, noJsLcp: 830, html: 14 * 1024 + 1, firstLoad: 72_001 }
  expect(verdict(past, floor)).toEqual({
    checks: { performance: false, tbt: false, lcp: false, html: false, firstLoad: false },
    met: false,
  })
  expect(verdict({ ...atLimits, tbt: 151 }, floor)).toEqual({
    checks: { performance: true, tbt: false, lcp: true, html: true, firstLoad: true },
    met: false,
  })
})

test("TBT is judged in milliseconds over the bare page, not as a ratio: a bare TBT of 0 allows 50 ms", () => {
  expect(verdict({ ...atLimits, tbt: 50 }, { ...floor, tbt: 0 }).checks.tbt).toBe(true)
  expect(verdict({ ...atLimits, tbt: 51 }, { ...floor, tbt: 0 }).checks.tbt).toBe(false)
})

test("LCP more than 1.1 × the page's own no-JS LCP fails, though within 1.3 × the bare page's fastest run", () => {
  expect(verdict({ ...atLimits, lcp: 800, noJsLcp: 700 }, floor).checks.lcp).toBe(false)
  expect(verdict({ ...atLimits, lcp: 770, noJsLcp: 700 }, floor).checks.lcp).toBe(true)
})
