import { formatCalendarDate } from "../src/lib/dates"

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
      return args.calendar && typeof value === "string" ? formatCalendarDate(value, args.calendar) : value
    },
  }),
}
