/**
 * The site's one endpoint for what visitors send the team, written once against web-standard Request and
 * Response and served by both hosts: functions/api/ on Cloudflare Pages (store: D1), netlify/functions/
 * requests.mts on Netlify (store: Netlify Blobs).
 *
 * - `POST /api/requests`: a request of any kind in src/lib/requests.ts. JSON from the page's script
 *   (answered with JSON), or the form's own URL-encoded post without JavaScript (answered with 303 to the
 *   thank-you page in the visitor's language, or a page that lists what to correct, or offers the mail link;
 *   a rights request is answered with a page that gives its reference and the day its answer is due).
 *   201 only once the store has kept it, with a reference the visitor can quote.
 * - `GET /api/requests/export`: every request kept, as CSV, for the bearer of REQUESTS_EXPORT_TOKEN.
 * - `GET|POST /api/unsubscribe?token=…`: a newsletter's signed one-click unsubscribe link (RFC 8058).
 *
 * Settings (the host's environment, docs/deploying.md): REQUESTS_EXPORT_TOKEN, REQUESTS_WEBHOOK_URL and
 * REQUESTS_WEBHOOK_TOKEN (the team's notification), REQUESTS_RETENTION_DAYS (default 180),
 * REQUESTS_RATE_LIMIT ("5/600": requests per seconds per sender), REQUESTS_SECRET (else the store's own).
 */
import { appNotifyMailto, contactMailto, newsletterMailto } from "../src/lib/mailto"
import { EMPTY_CONTACT_FORM } from "../src/lib/validation"
import { localizedPath, type Locale, isLocale, DEFAULT_LOCALE } from "../src/lib/locales"
import { SENT_PATH } from "../src/lib/routes"
import {
  EXPORT_PATH,
  FIELD_LIMITS,
  HONEYPOT_FIELD,
  MAX_BODY_BYTES,
  MIN_FILL_MS,
  REQUESTS_PATH,
  UNSUBSCRIBE_PATH,
  type RequestAnswer,
  type RequestKind,
} from "../src/lib/requests"
import { checkEnvelope, checkFields, isRequestKind, keptFields, makeReference } from "../src/lib/request-checks"
import { answerDueDate, dataRightsMailto, EMPTY_DATA_RIGHTS, formatDay } from "../src/lib/rights-request"
import { fillTemplate } from "../src/lib/text"
import {
  fieldLabel,
  fieldMessage,
  grievanceEmail,
  requestsCopy,
  rightLabel,
  rightsCopy,
  subjectLabel,
  supportEmail,
} from "./copy"
import { toCsv } from "./csv"
import { escapeHtml, htmlPage, jsonResponse } from "./http"
import { notifyTeam } from "./notify"
import { hashSender, sign, verify } from "./signing"
import { rateLimit, retentionDays, type RequestsEnv } from "./settings"
import type { RequestStore, StoredRequest } from "./store"

/** What a host gives the handler. */
export interface RequestsHost {
  /** Null when the host has no store configured: requests are refused with the mail link offered. */
  store: RequestStore | null
  env: RequestsEnv
  /** The sender's address as the host reports it; hashed with a secret, never kept. */
  clientIp: string | null
  /** Work that may finish after the answer (the notification, the retention sweep). */
  waitUntil: (work: Promise<unknown>) => void
  now?: () => number
  fetch?: typeof fetch
}

type Body = Record<string, unknown>
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** The body, read no further than the limit. */
async function readBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get("Content-Length") ?? 0)
  if (declared > MAX_BODY_BYTES) throw new Refusal(413, "too-large", `The body is over ${MAX_BODY_BYTES} bytes.`)
  const reader = request.body?.getReader()
  if (!reader) return ""
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      throw new Refusal(413, "too-large", `The body is over ${MAX_BODY_BYTES} bytes.`)
    }
    chunks.push(value)
  }
  const all = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    all.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(all)
}

/** The form's flat fields (no JavaScript) in the page's JSON shape. */
function fromForm(text: string): Body {
  const form = new URLSearchParams(text)
  const { kind, id, locale, page, privacyVersion, ...fields } = Object.fromEntries(form)
  return { kind, id: id || undefined, locale, page, privacyVersion, fields }
}

async function parse(request: Request): Promise<{ body: Body; native: boolean }> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase()
  const native = type === "application/x-www-form-urlencoded"
  if (!native && type !== "application/json")
    throw new Refusal(
      415,
      "unsupported-type",
      "Send JSON (application/json) or a form (application/x-www-form-urlencoded).",
    )
  const text = await readBody(request)
  if (native) return { body: fromForm(text), native }
  try {
    const body: unknown = JSON.parse(text)
    if (body && typeof body === "object" && !Array.isArray(body)) return { body: body as Body, native }
  } catch {
    // answered below
  }
  throw new Refusal(400, "bad-body", "The body is not a JSON object.")
}

const localeOf = (body: Body): Locale => (isLocale(body.locale) ? body.locale : DEFAULT_LOCALE)

/** Where the mail the visitor can send instead goes. */
const mailTarget = (kind: RequestKind) => (kind === "data-rights" ? grievanceEmail() : supportEmail())

/** The mail the visitor can send instead, with everything they typed. */
function mailFallback(kind: RequestKind, fields: Record<string, string>, locale: Locale): string {
  if (kind === "data-rights")
    return dataRightsMailto(
      grievanceEmail(),
      { ...EMPTY_DATA_RIGHTS, ...fields },
      rightLabel(fields.right ?? ""),
      locale,
    )
  if (kind === "contact")
    return contactMailto(
      supportEmail(),
      { ...EMPTY_CONTACT_FORM, ...fields },
      subjectLabel(fields.subject ?? ""),
      locale,
    )
  if (kind === "app-notify") return appNotifyMailto(supportEmail(), fields.email ?? "", fields.app ?? "", locale)
  return newsletterMailto(supportEmail(), fields.email ?? "", locale)
}

/** Not stored: the page says so and offers the mail link. */
function notSent(
  status: number,
  code: string,
  body: Body,
  native: boolean,
  headers: Record<string, string> = {},
  detail?: string,
) {
  const locale = localeOf(body)
  const copy = requestsCopy(locale)
  const fields = typeof body.fields === "object" && body.fields ? (body.fields as Record<string, string>) : {}
  const kind: RequestKind = isRequestKind(body.kind) ? body.kind : "contact"
  if (!native)
    return jsonResponse(
      status,
      { ok: false, error: code, message: detail ?? copy.notSent } satisfies RequestAnswer,
      headers,
    )
  const mailto = mailFallback(kind, keptFields(kind, fields), locale)
  return htmlPage({
    status,
    lang: locale,
    title: copy.notSentTitle,
    headers,
    body: `<h1>${escapeHtml(copy.notSentTitle)}</h1>
<p>${escapeHtml(detail ?? copy.notSent)}</p>
<p><a href="${escapeHtml(mailto)}">${escapeHtml(fillTemplate(copy.mailLink, { email: mailTarget(kind) }))}</a></p>
<p>${escapeHtml(copy.backToForm)}</p>`,
  })
}

/** A form posted without JavaScript has no id of its own: one made from its sender and fields finds a re-post. */
async function formId(host: RequestsHost, store: RequestStore, kind: RequestKind, fields: Record<string, unknown>) {
  const secret = host.env.REQUESTS_SECRET || (await store.secret())
  const hash = await hashSender(secret, `${host.clientIp ?? "unknown"}|${JSON.stringify(keptFields(kind, fields))}`)
  return `form-${hash}`
}

function sentPath(locale: Locale) {
  return localizedPath(locale, SENT_PATH)
}

async function receive(request: Request, host: RequestsHost): Promise<Response> {
  const now = host.now?.() ?? Date.now()
  const origin = request.headers.get("Origin")
  // a page of another site may not post here (a browser sends Origin with every form post and fetch)
  if (origin && origin !== new URL(request.url).origin)
    return jsonResponse(400, { ok: false, error: "cross-origin", message: "Requests come from the site's own pages." })

  let parsed: { body: Body; native: boolean }
  try {
    parsed = await parse(request)
  } catch (error) {
    if (error instanceof Refusal)
      return jsonResponse(error.status, { ok: false, error: error.code, message: error.message })
    throw error
  }
  const { body, native } = parsed
  const envelope = checkEnvelope(body)
  if (envelope)
    return jsonResponse(400, {
      ok: false,
      error: envelope,
      message: `The request's ${envelope.replace(/^bad-/, "")} is not acceptable.`,
    })
  const kind = body.kind as RequestKind
  const locale = body.locale as Locale
  const fields = (typeof body.fields === "object" && body.fields ? body.fields : {}) as Record<string, unknown>
  if (typeof fields[HONEYPOT_FIELD] === "string" && fields[HONEYPOT_FIELD] !== "")
    return jsonResponse(400, { ok: false, error: "rejected", message: "This request looks automated." })
  if (!native && !(typeof body.elapsedMs === "number" && body.elapsedMs >= MIN_FILL_MS))
    return jsonResponse(400, {
      ok: false,
      error: "too-fast",
      message: "The form was sent before a person could fill it in.",
    })

  const problems = checkFields(kind, fields)
  if (problems.length > 0) {
    const errors = problems.map(([field, problem]) => ({
      field,
      problem,
      message: fieldMessage(kind, field, problem, locale, FIELD_LIMITS[field as keyof typeof FIELD_LIMITS]),
    }))
    if (!native) return jsonResponse(400, { ok: false, error: "invalid", errors } satisfies RequestAnswer)
    const copy = requestsCopy(locale)
    return htmlPage({
      status: 400,
      lang: locale,
      title: copy.invalidTitle,
      body: `<h1>${escapeHtml(copy.invalidTitle)}</h1>
<p>${escapeHtml(copy.invalidIntro)}</p>
<ul>${errors.map((e) => `<li><strong>${escapeHtml(fieldLabel(kind, e.field, locale))}:</strong> ${escapeHtml(e.message)}</li>`).join("")}</ul>
<p>${escapeHtml(copy.backToForm)}</p>`,
    })
  }

  const { store } = host
  if (!store) return notSent(503, "unavailable", body, native)
  const limit = rateLimit(host.env)
  try {
    const id =
      typeof body.id === "string"
        ? body.id
        : native && kind === "data-rights"
          ? await formId(host, store, kind, fields)
          : crypto.randomUUID()
    const earlier = await store.findById(id)
    if (earlier) return stored(earlier, native, 200)
    const secret = host.env.REQUESTS_SECRET || (await store.secret())
    const admission = await store.admit(await hashSender(secret, host.clientIp ?? "unknown"), now, limit)
    if (!admission.admitted) {
      const minutes = String(Math.ceil(admission.retryAfterSeconds / 60))
      const message = fillTemplate(requestsCopy(locale).rateLimited, { minutes })
      const headers = { "Retry-After": String(admission.retryAfterSeconds) }
      if (!native)
        return jsonResponse(
          429,
          {
            ok: false,
            error: "rate-limited",
            retryAfterSeconds: admission.retryAfterSeconds,
            message,
          } satisfies RequestAnswer,
          headers,
        )
      return notSent(429, "rate-limited", body, native, headers, message)
    }
    const record: StoredRequest = {
      id,
      reference: "",
      kind,
      locale,
      page: body.page as string,
      privacyVersion: body.privacyVersion as string,
      createdAt: now,
      fields: keptFields(kind, fields),
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      record.reference = makeReference(crypto.getRandomValues(new Uint8Array(8)))
      if (await store.insert(record)) {
        host.waitUntil(notifyTeam(record, host.env, host.fetch ?? fetch))
        host.waitUntil(store.deleteBefore(now - retentionDays(host.env) * 86_400_000, now).catch(() => undefined))
        return stored(record, native, 201)
      }
      // taken: the same id sent twice at once (answer with the first), or a reference already given out
      const same = await store.findById(id)
      if (same) return stored(same, native, 200)
    }
    throw new Error("no free reference after three tries")
  } catch (error) {
    // the reason only: never the visitor's fields
    console.error(`Requests: the store failed (${error instanceof Error ? error.message : "unknown error"})`)
    return notSent(503, "unavailable", body, native)
  }
}

/**
 * A rights request sent without JavaScript: a page with its reference and the day its answer is due, since the
 * visitor needs both to follow it up (DPDP Rules 2025 rule 14). Sent again (the browser's reload re-posts the
 * form), it is found by the id made from the sender and the fields, and answered with the same reference.
 */
function rightsReceipt(record: StoredRequest, status: number) {
  const copy = rightsCopy(record.locale)
  const words = requestsCopy(record.locale)
  const due = formatDay(answerDueDate(record.createdAt, copy.answerDays), record.locale)
  return htmlPage({
    status,
    lang: record.locale,
    title: copy.receivedTitle,
    body: `<h1>${escapeHtml(copy.receivedTitle)}</h1>
<p><strong>${escapeHtml(fillTemplate(words.reference, { reference: record.reference }))}</strong></p>
<p>${escapeHtml(fillTemplate(copy.answerBy, { date: due, days: String(copy.answerDays) }))}</p>
<p><a href="${escapeHtml(localizedPath(record.locale, "/"))}">${escapeHtml(words.sentHome)}</a></p>`,
  })
}

function stored(record: StoredRequest, native: boolean, status: number) {
  if (native && record.kind === "data-rights") return rightsReceipt(record, status)
  if (native)
    return new Response(null, {
      status: 303,
      headers: { Location: sentPath(record.locale), "Cache-Control": "no-store" },
    })
  return jsonResponse(status, { ok: true, reference: record.reference } satisfies RequestAnswer)
}

/** An unsubscribe token: the subscription's id and its signature. */
export const unsubscribeToken = async (secret: string, id: string) => `${id}.${await sign(secret, `unsubscribe:${id}`)}`

async function unsubscribe(request: Request, host: RequestsHost): Promise<Response> {
  const url = new URL(request.url)
  let token = url.searchParams.get("token") ?? ""
  const store = host.store
  const invalid = (locale: Locale) => {
    const copy = requestsCopy(locale)
    return htmlPage({
      status: 400,
      lang: locale,
      title: copy.unsubscribeTitle,
      body: `<h1>${escapeHtml(copy.unsubscribeTitle)}</h1>\n<p>${escapeHtml(fillTemplate(copy.unsubscribeInvalid, { email: supportEmail() }))}</p>`,
    })
  }
  if (request.method === "POST" && !token) token = new URLSearchParams(await readBody(request)).get("token") ?? ""
  const id = token.split(".")[0]
  if (!store || !id) return invalid(DEFAULT_LOCALE)
  const secret = host.env.REQUESTS_SECRET || (await store.secret())
  const record = await store.findById(id)
  if (
    !record ||
    record.kind !== "newsletter" ||
    !(await verify(secret, `unsubscribe:${id}`, token.slice(id.length + 1)))
  )
    return invalid(record?.locale ?? DEFAULT_LOCALE)
  const copy = requestsCopy(record.locale)
  if (request.method === "POST") {
    await store.unsubscribe(id)
    return htmlPage({
      status: 200,
      lang: record.locale,
      title: copy.unsubscribeTitle,
      body: `<h1>${escapeHtml(copy.unsubscribeTitle)}</h1>\n<p>${escapeHtml(copy.unsubscribed)}</p>`,
    })
  }
  return htmlPage({
    status: 200,
    lang: record.locale,
    title: copy.unsubscribeTitle,
    formAction: true,
    body: `<h1>${escapeHtml(copy.unsubscribeTitle)}</h1>
<p>${escapeHtml(copy.unsubscribeText)}</p>
<form method="post" action="${UNSUBSCRIBE_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(copy.unsubscribeButton)}</button></form>`,
  })
}

/** Equal strings, compared in a time that does not depend on where they differ. */
const sameToken = (a: string, b: string) => {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

async function exportRequests(request: Request, host: RequestsHost): Promise<Response> {
  const token = host.env.REQUESTS_EXPORT_TOKEN
  if (!token)
    return jsonResponse(400, {
      ok: false,
      error: "export-off",
      message: "Set REQUESTS_EXPORT_TOKEN to export requests.",
    })
  const given = (request.headers.get("Authorization") ?? "").replace(/^Bearer\s+/i, "")
  if (!sameToken(given, token))
    return jsonResponse(
      401,
      { ok: false, error: "unauthorized", message: "A valid export token is needed." },
      { "WWW-Authenticate": "Bearer" },
    )
  if (!host.store) return jsonResponse(503, { ok: false, error: "unavailable", message: "No store is configured." })
  const now = host.now?.() ?? Date.now()
  const cutoff = now - retentionDays(host.env) * 86_400_000
  // past the retention is out of the export at once, and out of the store at the store's next sweep
  host.waitUntil(host.store.deleteBefore(cutoff, now).catch(() => undefined))
  const secret = host.env.REQUESTS_SECRET || (await host.store.secret())
  const origin = new URL(request.url).origin
  const records = (await host.store.list()).filter((r) => r.kind === "newsletter" || r.createdAt >= cutoff)
  const links = await Promise.all(
    records.map(async (r) =>
      r.kind === "newsletter" ? `${origin}${UNSUBSCRIBE_PATH}?token=${await unsubscribeToken(secret, r.id)}` : "",
    ),
  )
  return new Response(toCsv(records, links), {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="requests.csv"',
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  })
}

/** Every path of the endpoint; anything else under it is not found. */
export async function handleRequests(request: Request, host: RequestsHost): Promise<Response> {
  const { pathname } = new URL(request.url)
  const path = pathname.replace(/\/$/, "")
  if (path === REQUESTS_PATH) {
    if (request.method !== "POST")
      return jsonResponse(405, { ok: false, error: "method", message: "Use POST." }, { Allow: "POST" })
    return receive(request, host)
  }
  if (path === EXPORT_PATH) {
    if (request.method !== "GET")
      return jsonResponse(405, { ok: false, error: "method", message: "Use GET." }, { Allow: "GET" })
    return exportRequests(request, host)
  }
  if (path === UNSUBSCRIBE_PATH) {
    if (request.method !== "GET" && request.method !== "POST")
      return jsonResponse(405, { ok: false, error: "method", message: "Use GET or POST." }, { Allow: "GET, POST" })
    return unsubscribe(request, host)
  }
  return jsonResponse(400, { ok: false, error: "unknown-path", message: "No such endpoint." })
}
