import type { LocalizedRecord } from "./translations"

/**
 * Each open role's "Apply Now" leads to that role's own application page: two open openings with one link
 * would send a candidate for one role to another's (or to a general page, as every opening once did). The
 * link is the same in every language (`@shared`), so the English files are compared; a closed opening is
 * not built and may keep any link.
 */
export function sharedApplyLinks(records: readonly LocalizedRecord[], openSlugs: readonly string[]): string[] {
  const open = new Set(openSlugs)
  const byLink = new Map<string, string[]>()
  for (const record of records) {
    if (record.type !== "JobsJson" || !record.file.endsWith(".en.json")) continue
    if (!open.has(String(record.values.slug))) continue
    const link = String(record.values.link ?? "").trim()
    if (link === "") continue
    byLink.set(link, [...(byLink.get(link) ?? []), record.file])
  }
  return [...byLink]
    .filter(([, files]) => files.length > 1)
    .map(
      ([link, files]) =>
        `${files.join(" and ")}: the same apply link (${link}); give each open role the link to its own application page`,
    )
}
