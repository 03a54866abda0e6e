/**
 * A rights request (kind `data-rights`, src/lib/requests.ts): the e-mail that carries it when the page cannot
 * store it, and the day by which the answer is due, as the page and the server's receipt both say it.
 */
import { buildMailto, languageTag } from "./mailto"

/** DPDP Rules 2025 rule 14(3): a grievance is answered within a period the fiduciary publishes, at most 90 days. */
export const LEGAL_MAXIMUM_DAYS = 90

const DAY_MS = 86_400_000
/** India Standard Time: UTC+05:30, no summer time. */
const IST_OFFSET_MS = 330 * 60_000

/** The day, in India, `days` days after `receivedAt` (ms since the epoch), as YYYY-MM-DD. */
export function answerDueDate(receivedAt: number, days: number): string {
  return new Date(receivedAt + IST_OFFSET_MS + Math.min(days, LEGAL_MAXIMUM_DAYS) * DAY_MS).toISOString().slice(0, 10)
}

const DATE_LOCALES: Record<string, string> = { en: "en-IN", hi: "hi-IN", kn: "kn-IN" }

/**
 * A YYYY-MM-DD day in words, day first as the site writes dates (schema/calendar-date.ts: 4 January 2027,
 * 4 जनवरी 2027, 4 ಜನವರಿ 2027), with Western digits; Intl gives the month's name, not the order (kn-IN puts it first).
 */
export function formatDay(isoDay: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? "en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
    numberingSystem: "latn",
  }).formatToParts(new Date(`${isoDay}T00:00:00Z`))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ""
  return `${part("day")} ${part("month")} ${part("year")}`
}

export const DATA_RIGHTS_SUBJECT_PREFIX = "Data rights request: "

export interface DataRightsValues {
  right: string
  name: string
  email: string
  forWhom: string
  identifiers: string
  message: string
}

export const EMPTY_DATA_RIGHTS: DataRightsValues = {
  right: "",
  name: "",
  email: "",
  forWhom: "",
  identifiers: "",
  message: "",
}

/**
 * The mail to the Grievance Officer with everything the visitor typed, for the team to read whatever the page's
 * language: English labels and the right's English name, the page's language in the subject (" [hi]").
 */
export function dataRightsMailto(to: string, values: DataRightsValues, rightLabel: string, locale = "en"): string {
  return buildMailto({
    to,
    subject: `${DATA_RIGHTS_SUBJECT_PREFIX}${rightLabel}${languageTag(locale)}`,
    body: [
      `Right: ${rightLabel}`,
      `Name: ${values.name}`,
      `Email: ${values.email}`,
      `For: ${values.forWhom === "other" ? "someone I act for" : "myself"}`,
      `Identifiers: ${values.identifiers}`,
      "Details:",
      values.message,
    ].join("\n"),
  })
}
