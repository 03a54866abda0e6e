/**
 * Bar lengths as percentages of the largest value, so bars stay proportional to their values
 * (a zero baseline, never a truncated axis).
 */
export function barPercentages(values: readonly number[]): number[] {
  const max = Math.max(0, ...values)
  if (max === 0) return values.map(() => 0)
  return values.map((value) => Math.round((Math.max(0, value) / max) * 1000) / 10)
}
