/**
 * The checks on a request (src/lib/requests.ts says what one is): one module, so the page and the server
 * (server/requests.ts) refuse the same things for the same reasons.
 */
import { isValidEmail } from "./email"
import { isLocale } from "./locales"
import {
  APP_NAME_PATTERN,
  CONTACT_SUBJECTS,
  DATA_RIGHTS,
  DATA_RIGHTS_FOR,
  FIELD_LIMITS,
  REQUEST_KINDS,
  type FieldProblem,
  type RequestKind,
} from "./requests"

export const isRequestKind = (value: unknown): value is RequestKind => REQUEST_KINDS.includes(value as RequestKind)

type FieldName = keyof typeof FIELD_LIMITS
interface FieldRule {
  required: boolean
  /** A value that is present but not acceptable. */
  valid?: (value: string) => boolean
}

const oneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value)

/** Each kind's fields, in the order the spec checks them. */
export const FIELDS: Record<RequestKind, Partial<Record<FieldName, FieldRule>>> = {
  contact: {
    name: { required: true },
    email: { required: true, valid: isValidEmail },
    phone: { required: false },
    subject: { required: true, valid: oneOf(CONTACT_SUBJECTS) },
    message: { required: true },
  },
  newsletter: { email: { required: true, valid: isValidEmail } },
  /** "Tell me when it is in the stores", on an app's page while its store links are not known. */
  "app-notify": {
    email: { required: true, valid: isValidEmail },
    app: { required: true, valid: (value) => APP_NAME_PATTERN.test(value) },
  },
  "data-rights": {
    right: { required: true, valid: oneOf(DATA_RIGHTS) },
    name: { required: true },
    email: { required: true, valid: isValidEmail },
    forWhom: { required: true, valid: oneOf(DATA_RIGHTS_FOR) },
    identifiers: { required: true },
    message: { required: false },
  },
}

/** Every field's problem, in the kind's order; empty when the fields may be stored. */
export function checkFields(
  kind: RequestKind,
  fields: Readonly<Record<string, unknown>>,
): Array<[string, FieldProblem]> {
  const problems: Array<[string, FieldProblem]> = []
  for (const [name, rule] of Object.entries(FIELDS[kind]) as Array<[FieldName, FieldRule]>) {
    const raw = fields[name]
    const value = typeof raw === "string" ? raw : ""
    if (raw !== undefined && typeof raw !== "string") problems.push([name, "invalid"])
    else if (value.trim() === "") {
      if (rule.required) problems.push([name, "required"])
    } else if (value.length > FIELD_LIMITS[name]) problems.push([name, "too-long"])
    else if (rule.valid && !rule.valid(value.trim())) problems.push([name, "invalid"])
  }
  return problems
}

/** The fields of a kind as they are kept: trimmed strings, nothing the kind does not name. */
export function keptFields(kind: RequestKind, fields: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(FIELDS[kind]).map((name) => {
      const value = fields[name]
      return [name, typeof value === "string" ? value.trim() : ""]
    }),
  )
}

export type EnvelopeProblem = "unknown-kind" | "bad-locale" | "bad-page" | "bad-id" | "bad-version"

const ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/
const VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** The parts around the fields: where it came from and what the visitor saw. */
export function checkEnvelope(body: Readonly<Record<string, unknown>>): EnvelopeProblem | null {
  if (!isRequestKind(body.kind)) return "unknown-kind"
  if (!isLocale(body.locale)) return "bad-locale"
  if (typeof body.page !== "string" || !body.page.startsWith("/") || body.page.length > 300) return "bad-page"
  if (body.id !== undefined && (typeof body.id !== "string" || !ID_PATTERN.test(body.id))) return "bad-id"
  if (typeof body.privacyVersion !== "string" || !VERSION_PATTERN.test(body.privacyVersion)) return "bad-version"
  return null
}

/** Letters and digits a person reads out without confusing them (Crockford's base 32: no I, L, O, U). */
const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

/** A short reference a visitor can quote, such as "K7P2-QM4X", from 8 random bytes. */
export function makeReference(random: Uint8Array): string {
  const characters = Array.from(random.slice(0, 8), (byte) => REFERENCE_ALPHABET[byte % 32])
  return `${characters.slice(0, 4).join("")}-${characters.slice(4, 8).join("")}`
}
