/**
 * The team's export of the requests: one row per request, RFC 4180 CSV, safe to open in a spreadsheet. A rights
 * request's own fields come last, so the columns an earlier export had keep their places.
 */
import type { StoredRequest } from "./store"

export const CSV_COLUMNS = [
  "reference",
  "kind",
  "received_utc",
  "language",
  "page",
  "privacy_notice",
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "app",
  "unsubscribe_link",
  "right",
  "for_whom",
  "identifiers",
] as const

/** A cell quoted when it must be; a leading = + - @ is defused, so a spreadsheet never runs it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv(records: readonly StoredRequest[], unsubscribeLinks: readonly string[] = []): string {
  const rows = records.map((r, i) => [
    r.reference,
    r.kind,
    new Date(r.createdAt).toISOString(),
    r.locale,
    r.page,
    r.privacyVersion,
    r.fields.name ?? "",
    r.fields.email ?? "",
    r.fields.phone ?? "",
    r.fields.subject ?? "",
    r.fields.message ?? "",
    r.fields.app ?? "",
    unsubscribeLinks[i] ?? "",
    r.fields.right ?? "",
    r.fields.forWhom ?? "",
    r.fields.identifiers ?? "",
  ])
  return [[...CSV_COLUMNS], ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n"
}
