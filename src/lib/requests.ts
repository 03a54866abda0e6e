/**
 * What a visitor may send the team through the site's one request endpoint (server/requests.ts): its
 * paths, kinds, limits and timings, and the shape of a request and its answer. The checks on a request are
 * in request-checks.ts; the page loads them only with its first send.
 */
import type { Locale } from "./locales"

export const REQUESTS_PATH = "/api/requests"
export const UNSUBSCRIBE_PATH = "/api/unsubscribe"
export const EXPORT_PATH = "/api/requests/export"

/** The kinds the endpoint takes; a new kind is a new entry in FIELDS, not a new endpoint. */
export const REQUEST_KINDS = ["contact", "newsletter", "app-notify", "data-rights"] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

/**
 * The contact form's subjects (the spec's values, and `documents`: the trust centre's documents on request); their
 * labels are content.
 */
export const CONTACT_SUBJECTS = ["general", "demo", "partnership", "support", "pricing", "documents", "other"] as const

/**
 * The rights a data principal may use through the rights request form (DPDP Act 2023 sections 6(4), 11–14;
 * DPDP Rules 2025 rule 14); their labels are content (data/legal-pages/privacy.*.json, the part's `requestForm`).
 */
export const DATA_RIGHTS = ["access", "correction", "erasure", "nomination", "grievance", "withdraw-consent"] as const
/** Who a rights request is for: the sender, or a person they may act for (a child, a nominator, a ward). */
export const DATA_RIGHTS_FOR = ["self", "other"] as const

/** How long each field may be, in characters: the page's maxLength and the server's check. */
export const FIELD_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  subject: 40,
  message: 4000,
  app: 40,
  right: 40,
  forWhom: 40,
  identifiers: 500,
} as const

/** An app's name as an "app-notify" request names it (recoverlife): letters, digits and hyphens. */
export const APP_NAME_PATTERN = /^[a-z0-9][a-z0-9-]*$/i

/** A bot fills every field; a person never sees this one (the forms hide it from sight and from assistive technology). */
export const HONEYPOT_FIELD = "leave_empty"
/** A person takes longer than this to fill a form; the page waits out the rest before it sends. */
export const MIN_FILL_MS = 2000
/** The page gives up waiting for the host after this long and offers the mail link instead. */
export const SEND_TIMEOUT_MS = 8000
/** Bodies larger than this are refused unread beyond it. */
export const MAX_BODY_BYTES = 16 * 1024
/** Per sender: this many requests in this many seconds, then 429 until the oldest leaves the window. */
export const RATE_LIMIT = { requests: 5, windowSeconds: 600 } as const
/** Requests older than this are deleted, unless the host's REQUESTS_RETENTION_DAYS says otherwise. */
export const DEFAULT_RETENTION_DAYS = 180

/** What the page sends (JSON) or the form posts without JavaScript (the same names, URL-encoded). */
export interface RequestBody {
  kind: RequestKind
  /** Made by the page once per form fill: a retried or double-clicked send is stored once. */
  id?: string
  locale: Locale
  /** The page it was sent from (a path of the site). */
  page: string
  /** The privacy notice's version (its "effective from" date) the visitor could read. */
  privacyVersion: string
  /** Milliseconds from the form's first use to the send; absent when the form posts without JavaScript. */
  elapsedMs?: number
  fields: Record<string, string>
}

export type FieldProblem = "required" | "invalid" | "too-long"

/** What the endpoint answers, as JSON. */
export type RequestAnswer =
  | { ok: true; reference: string }
  | { ok: false; error: "invalid"; errors: Array<{ field: string; problem: FieldProblem; message: string }> }
  | { ok: false; error: "rate-limited"; retryAfterSeconds: number; message: string }
  | { ok: false; error: string; message: string }
