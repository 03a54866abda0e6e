import { DEFAULT_LOCALE } from "../src/lib/locales"
import { dataFile } from "./json-files"
import type { LocalizedRecord } from "./translations"

/**
 * Health and legal text is reviewed on a schedule: a blog post, a technology page and a legal or trust
 * page name their reviewer and the day of the review (`reviewedOn`), and how many months later the text
 * is due for review again (`reviewIntervalMonths`), fields the content model requires. The build lists
 * every page whose next review date has come, as it lists placeholders, and the launch gate
 * (schema/launch-gate.ts) holds a production deploy on them. The dates are shared across languages, so a
 * page is listed once, by its English file.
 */

export interface ReviewDue {
  /** Relative to the project: `data/blog-posts/wearables-and-early-warnings.en.json`. */
  file: string
  /** The record's key in a list file (a technology's position), absent for a file that is one record. */
  item?: string
  /** What editors call the page: its title, else its slug. */
  title: string
  reviewedOn: string
  /** The day the next review is due: reviewedOn plus the interval. */
  dueOn: string
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** A date-only ISO string plus whole months, the day kept or, past the month's end, its last day. */
export function addMonths(isoDate: string, months: number): string {
  if (!DATE_ONLY.test(isoDate)) throw new Error(`Not an ISO date: ${isoDate}`)
  const [year, month, day] = isoDate.split("-").map(Number)
  const first = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(day, lastDay))
  return first.toISOString().slice(0, 10)
}

/**
 * The pages whose next review is due at `now` (on or after the due day, in UTC), by their English
 * records, in file order; `dataPrefix` is how the report names data/ (`data`, `__tests__/fixtures/content`).
 */
export function reviewsDue(records: readonly LocalizedRecord[], now: Date, dataPrefix = "data"): ReviewDue[] {
  const today = now.toISOString().slice(0, 10)
  return records
    .filter((record) => dataFile(record.file).locale === DEFAULT_LOCALE)
    .flatMap(({ file, item, values }) => {
      const { reviewedOn, reviewIntervalMonths: months } = values
      if (typeof reviewedOn !== "string" || typeof months !== "number") return []
      const dueOn = addMonths(reviewedOn.slice(0, 10), months)
      if (dueOn > today) return []
      const title = String(values.title ?? values.slug ?? item ?? file)
      return [{ file: `${dataPrefix}/${file}`, ...(item === undefined ? {} : { item }), title, reviewedOn, dueOn }]
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.dueOn.localeCompare(b.dueOn))
}

/** One line of the build's lists per page due: `  - data/<file> "<title>": reviewed …, due …`. */
export const reviewLines = (due: readonly ReviewDue[]) =>
  due.map(
    ({ file, item, title, reviewedOn, dueOn }) =>
      `  - ${file}${item === undefined ? "" : ` [${item}]`} "${title}": reviewed ${reviewedOn}, due for review since ${dueOn}`,
  )

/** The build's warning: one line per page due for review, or nothing when every review is current. */
export function reviewsDueWarning(due: readonly ReviewDue[]): string | undefined {
  if (due.length === 0) return undefined
  return [
    `${due.length} page${due.length > 1 ? "s are" : " is"} due for review: have ${due.length > 1 ? "each" : "it"} reviewed again and set its reviewer and reviewedOn (docs/editing-content.md, "Review before publishing").`,
    ...reviewLines(due),
  ].join("\n")
}
