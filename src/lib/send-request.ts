/**
 * The page's side of the request endpoint (server/requests.ts): sends one request and says plainly what
 * became of it. Only "stored" means the team has it; everything else leaves the form filled and the
 * mail link offered.
 */
import { MIN_FILL_MS, REQUESTS_PATH, SEND_TIMEOUT_MS, type RequestAnswer, type RequestBody } from "./requests"

export type SendOutcome =
  | { status: "stored"; reference: string }
  | { status: "invalid"; errors: Array<{ field: string; problem: string; message: string }> }
  | { status: "rate-limited"; retryAfterSeconds: number; message: string }
  /** Network error, no answer in time, a 5xx, or any other refusal: nothing reached the team. */
  | { status: "not-sent" }

const isAnswer = (value: unknown): value is RequestAnswer =>
  typeof value === "object" && value !== null && typeof (value as { ok?: unknown }).ok === "boolean"

export interface SendOptions {
  fetch?: typeof fetch
  timeoutMs?: number
}

/** The endpoint's verdict on one request; never throws. */
export async function sendRequest(
  body: RequestBody,
  { fetch: send = fetch, timeoutMs = SEND_TIMEOUT_MS }: SendOptions = {},
): Promise<SendOutcome> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await send(REQUESTS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      signal: controller.signal,
    })
    const answer: unknown = await response.json().catch(() => null)
    if (!isAnswer(answer)) return { status: "not-sent" }
    if (answer.ok && response.ok) return { status: "stored", reference: answer.reference }
    if (!answer.ok && answer.error === "invalid" && "errors" in answer)
      return { status: "invalid", errors: answer.errors }
    if (!answer.ok && answer.error === "rate-limited" && "retryAfterSeconds" in answer)
      return { status: "rate-limited", retryAfterSeconds: Number(answer.retryAfterSeconds), message: answer.message }
    return { status: "not-sent" }
  } catch {
    return { status: "not-sent" }
  } finally {
    clearTimeout(timer)
  }
}

/** How long to wait before sending so that a form filled faster than a person could is still accepted. */
export const waitBeforeSend = (startedAt: number, now: number) => Math.max(0, startedAt + MIN_FILL_MS - now)

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
