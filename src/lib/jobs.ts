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
