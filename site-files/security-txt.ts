/** /.well-known/security.txt (RFC 9116), written by the build from data/security-contact/security-contact.en.json. */
import { addDays } from "date-fns"

export const SECURITY_TXT_PATH = "/.well-known/security.txt"
/** The page of the vulnerability disclosure policy (a part of data/legal-pages/security.*.json), the file's `Policy`. */
export const SECURITY_POLICY_PATH = "/security/vulnerability-disclosure"
/** RFC 9116 section 2.5.5: an `Expires` more than a year ahead is not recommended. */
export const MAX_EXPIRES_DAYS = 364

export interface SecurityContact {
  email: string
  preferredLanguages: readonly string[]
  expiresAfterDays: number
}

/**
 * The file's text. `Expires` is counted from the build, so each deploy renews it; a site not rebuilt
 * within `expiresAfterDays` serves an expired file, which tells researchers its contacts may be stale.
 */
export function securityTxt(contact: SecurityContact, siteUrl: string, builtAt: Date): string {
  if (!Number.isInteger(contact.expiresAfterDays) || contact.expiresAfterDays < 1) {
    throw new Error(
      `data/security-contact/security-contact.en.json expiresAfterDays must be a whole number of days, at least 1`,
    )
  }
  if (contact.expiresAfterDays > MAX_EXPIRES_DAYS) {
    throw new Error(
      `data/security-contact/security-contact.en.json expiresAfterDays is ${contact.expiresAfterDays}: RFC 9116 wants Expires less than a year ahead (at most ${MAX_EXPIRES_DAYS})`,
    )
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email)) {
    throw new Error(`data/security-contact/security-contact.en.json email is not an e-mail address: "${contact.email}"`)
  }
  const site = siteUrl.replace(/\/$/, "")
  return [
    `Contact: mailto:${contact.email}`,
    `Expires: ${addDays(builtAt, contact.expiresAfterDays)
      .toISOString()
      .replace(/\.\d{3}Z$/, "Z")}`,
    `Preferred-Languages: ${contact.preferredLanguages.join(", ")}`,
    `Canonical: ${site}${SECURITY_TXT_PATH}`,
    `Policy: ${site}${SECURITY_POLICY_PATH}`,
    "",
  ].join("\n")
}
