// The bench's goal for a page, against the bare Gatsby page measured in the same run and the same page without
// JavaScript (docs/performance.md).
import { FIRST_FLIGHT_GOAL } from "./first-flight.mjs"

/** Each figure's bound, as docs/performance.md explains them: HTML at most the first flight, brotli. */
export const GOAL = {
  performanceMargin: 0.02,
  tbtOverBare: 50,
  lcpOverNoJs: 1.1,
  lcpOverBareFastest: 1.3,
  html: FIRST_FLIGHT_GOAL,
  firstLoad: 1.2,
}

/** A page figure over the floor's; Infinity when the floor is 0 and the page is not. */
const over = (value, floorValue) => (floorValue ? value / floorValue : value ? Infinity : 1)

/**
 * Each goal's check for one page and whether the page meets them all. The page's medians: { performance 0–1, tbt ms,
 * lcp ms, firstLoad bytes, html bytes of brotli, noJsLcp ms (the same page with its scripts refused) }; the bare
 * page's: { performance, tbt (median), lcpFastest (its fastest run), firstLoad }. A score is compared in whole points,
 * as Lighthouse reports it: 0.97 against 0.99 meets the goal although 0.99 − 0.97 is over 0.02 in floating point.
 */
export function goalVerdict(page, floor) {
  const points = (score) => Math.round(score * 100)
  const checks = {
    performance: points(floor.performance) - points(page.performance) <= points(GOAL.performanceMargin),
    tbt: page.tbt <= floor.tbt + GOAL.tbtOverBare,
    lcp: page.lcp <= page.noJsLcp * GOAL.lcpOverNoJs && over(page.lcp, floor.lcpFastest) <= GOAL.lcpOverBareFastest,
    html: page.html <= GOAL.html,
    firstLoad: over(page.firstLoad, floor.firstLoad) <= GOAL.firstLoad,
  }
  return { checks, met: Object.values(checks).every(Boolean) }
}
