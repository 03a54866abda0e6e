// The bench's goal for a page, against the bare Gatsby page measured in the same run and the same page without
// JavaScript (docs/performance.md).
import { FIRST_FLIGHT_GOAL } from "./first-flight.mjs"

/**
 * A Lighthouse performance score within 0.02 of the bare page's; TBT at most 50 ms over the bare page's; LCP at most
 * 1.1× the page's own no-JS LCP and at most 1.3× the bare page's fastest run; its HTML at most 14 KB brotli (the first
 * flight); first-load JavaScript at most 1.2× the bare page's.
 */
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
 * Each goal's check for one page and whether the page meets them all. The page's medians:
 * { performance 0–1, tbt ms, lcp ms, firstLoad bytes, html bytes of brotli, noJsLcp ms (the same page with
 * its scripts refused) }; the bare page's: { performance, tbt (median), lcpFastest (its fastest run),
 * firstLoad }. LCP is judged against the fastest bare run because the bare page's median moves by a
 * quarter from run to run with the machine (649 to 809 ms in a week), and against the page's own no-JS
 * LCP, the floor its HTML and CSS set, so JavaScript may cost at most a tenth on top. A score is compared
 * in whole points, as Lighthouse reports it, so 0.97 against 0.99 meets the goal although 0.99 − 0.97 is a
 * hair over 0.02 in binary floating point.
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
