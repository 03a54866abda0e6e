/** A job's own page. */
export const jobPath = (slug: string) => `/jobs/${slug}`

/** The label editors write (careers-page.json) → schema.org's JobPosting employmentType. */
const SCHEMA_EMPLOYMENT_TYPES: Record<string, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Temporary: "TEMPORARY",
  Internship: "INTERN",
}

export function schemaEmploymentType(label: string): string {
  const type = SCHEMA_EMPLOYMENT_TYPES[label]
  if (!type) {
    throw new Error(
      `careers-page.json openings.employmentType "${label}" has no schema.org equivalent: use one of ` +
        Object.keys(SCHEMA_EMPLOYMENT_TYPES).join(", "),
    )
  }
  return type
}

/** An opening is open through the whole of its validThrough day, in India Standard Time. */
export function isOpening(validThrough: string, now = new Date()): boolean {
  return new Date(`${validThrough.slice(0, 10)}T23:59:59+05:30`).getTime() >= now.getTime()
}

/** A closed opening as the build reports it: its files and the last day it was open. */
export interface ClosedOpening {
  slug: string
  validThrough: string
}

/**
 * The openings at a moment: the slugs of the open ones (once, whatever their languages) and the closed
 * ones. Worked out on every build from the clock, never stored on the records: a build over a host's
 * kept cache does not make its records again, and a stored answer would keep a closed job online.
 */
export function openingsAt(
  jobs: ReadonlyArray<{ slug: string; validThrough: string }>,
  now: Date,
): { open: string[]; closed: ClosedOpening[] } {
  const open = jobs.filter((job) => isOpening(job.validThrough, now))
  return {
    open: [...new Set(open.map((job) => job.slug))].sort(),
    closed: jobs
      .filter((job) => !isOpening(job.validThrough, now))
      .map(({ slug, validThrough }) => ({ slug, validThrough })),
  }
}

/**
 * The build's notice of the openings it left out because their validThrough has passed, like the
 * report of untranslated records: an editor sees which files to update or delete.
 */
export function closedOpeningsReport(closed: readonly ClosedOpening[], contentDir = "data"): string | undefined {
  const bySlug = new Map(closed.map((job) => [job.slug, job.validThrough.slice(0, 10)]))
  if (bySlug.size === 0) return undefined
  return [
    `Closed openings, not built (validThrough has passed): ${bySlug.size}`,
    ...[...bySlug]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([slug, day]) => `  - ${contentDir}/jobs/${slug}.*.json (validThrough ${day})`),
  ].join("\n")
}
