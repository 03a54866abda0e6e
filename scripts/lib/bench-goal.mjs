// The bench's goal for a page, against the bare Gatsby page measured in the same run: a Lighthouse
// performance score within 0.02 of it, TBT at most 2×, LCP at most 1.3×, first-load JavaScript at most 1.2×.

/** The limits, as the issue states them. */
export const GOAL = { performanceMargin: 0.02, tbt: 2, lcp: 1.3, firstLoad: 1.2 }

/** A page figure over the floor's; Infinity when the floor is 0 and the page is not. */
const over = (value, floorValue) => (floorValue ? value / floorValue : value ? Infinity : 1)

/**
 * Each goal's check for one page's medians ({ performance 0–1, tbt, lcp, firstLoad }) against the floor's,
 * and whether the page meets them all. A score is compared in whole points, as Lighthouse reports it, so
 * 0.97 against 0.99 meets the goal although 0.99 − 0.97 is a hair over 0.02 in binary floating point.
 */
export function goalVerdict(page, floor) {
  const points = (score) => Math.round(score * 100)
  const checks = {
    performance: points(floor.performance) - points(page.performance) <= points(GOAL.performanceMargin),
    tbt: over(page.tbt, floor.tbt) <= GOAL.tbt,
    lcp: over(page.lcp, floor.lcp) <= GOAL.lcp,
    firstLoad: over(page.firstLoad, floor.firstLoad) <= GOAL.firstLoad,
  }
  return { checks, met: Object.values(checks).every(Boolean) }
}
