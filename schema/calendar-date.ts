import { format, parseISO, type Locale as DateLocale } from "date-fns"
import { hi, kn } from "date-fns/locale"

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Formats a date-only ISO string ("2025-04-15") as a calendar date, "Apr 15, 2025" by default: at
 * build time for @calendarDate, and in the CMS's preview, which shows what the build will make.
 * parseISO reads a date-only string as local midnight (not UTC, as `new Date()` would), so the
 * day never shifts, whatever the time zone of the build or of the editor's browser.
 */
export function formatCalendarDate(isoDate: string, pattern = "MMM d, y", locale = "en"): string {
  const day = isoDate.slice(0, 10)
  if (!DATE_ONLY.test(day)) throw new Error(`Not an ISO date: ${isoDate}`)
  const dateLocale = DATE_LOCALES[locale]
  // Hindi and Kannada put the day first and name the month in full, as their newspapers do: "15
  // अप्रैल 2025", "15 ಏಪ್ರಿಲ್ 2025". Their short month names ("सित", "ಏಪ್ರಿ") read as cut off.
  const localPattern = dateLocale ? pattern.replace(/^M{3,4} d, y$/, "d MMMM y") : pattern
  return format(parseISO(day), localPattern, dateLocale ? { locale: dateLocale } : {})
}

/** date-fns' month and day names for the site's other languages (English is its default). */
const DATE_LOCALES: Record<string, DateLocale | undefined> = { hi, kn }

/**
 * `@calendarDate` on a Date field of the content model. A query reads the field as stored
 * ("2025-04-15", for `<time dateTime>`) or asks for it as text with a date-fns pattern:
 *
 *   postedOn: datePosted(calendar: "MMM d, y")   # "Apr 15, 2025"
 *
 * The text is made at build time, so pages carry no date library to the browser.
 */
export const calendarDateExtension = {
  name: "calendarDate",
  extend: () => ({
    args: { calendar: "String" },
    resolve: (
      source: Record<string, unknown>,
      args: { calendar?: string | null },
      _context: unknown,
      info: { fieldName: string },
    ) => {
      const value = source[info.fieldName]
      // a record's own language; a date inside a nested object is formatted in English
      const locale = typeof source.locale === "string" ? source.locale : "en"
      return args.calendar && typeof value === "string" ? formatCalendarDate(value, args.calendar, locale) : value
    },
  }),
}
