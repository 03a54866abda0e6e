/**
 * "Now" for the build: the real time, or the fixed instant in `SITE_NOW` (ISO 8601, e.g.
 * `2026-06-15T12:00:00+05:30`). The tests build the fixture content with a fixed clock, so an
 * opening closing or security.txt expiring never changes what they see; a deploy leaves it unset.
 */
export function siteNow(env: NodeJS.ProcessEnv = process.env): Date {
  const fixed = env.SITE_NOW?.trim()
  if (!fixed) return new Date()
  const instant = new Date(fixed)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(fixed) || Number.isNaN(instant.getTime())) {
    throw new Error(`SITE_NOW is "${fixed}": give an ISO 8601 date and time, such as 2026-06-15T12:00:00+05:30`)
  }
  return instant
}
