import { format, parseISO } from "date-fns"

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Formats a date-only ISO string ("2025-04-15") as a calendar date, "Apr 15, 2025" by default.
 * parseISO reads a date-only string as local midnight (not UTC, as `new Date()` would), so the
 * day never shifts, whatever the visitor's time zone.
 */
export function formatCalendarDate(isoDate: string, pattern = "MMM d, y"): string {
  const day = isoDate.slice(0, 10)
  if (!DATE_ONLY.test(day)) throw new Error(`Not an ISO date: ${isoDate}`)
  return format(parseISO(day), pattern)
}
