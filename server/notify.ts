/**
 * The team hears of every request as it is stored: a JSON POST to REQUESTS_WEBHOOK_URL (a chat channel's
 * incoming webhook, or an automation that mails the team), with REQUESTS_WEBHOOK_TOKEN as a bearer token
 * when set. It runs after the answer (the host's waitUntil): a slow or failing service never holds up or
 * undoes the store, and the export still has every request.
 */
import { LOCALE_NAMES } from "../src/lib/locales"
import { rightLabel, subjectLabel } from "./copy"
import type { RequestsEnv } from "./settings"
import type { StoredRequest } from "./store"

/** One line a person reads in a chat or a mail subject. */
export function notificationText(record: StoredRequest): string {
  const what =
    record.kind === "contact"
      ? `Contact: ${subjectLabel(record.fields.subject ?? "")}`
      : record.kind === "app-notify"
        ? `Tell me when ${record.fields.app ?? "the app"} is in the stores`
        : record.kind === "data-rights"
          ? `Data rights: ${rightLabel(record.fields.right ?? "")}`
          : "Newsletter subscription"
  return `New request ${record.reference} (${what}), ${LOCALE_NAMES[record.locale]} page ${record.page}`
}

export async function notifyTeam(record: StoredRequest, env: RequestsEnv, send: typeof fetch): Promise<void> {
  if (!env.REQUESTS_WEBHOOK_URL) return
  try {
    const response = await send(env.REQUESTS_WEBHOOK_URL, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(env.REQUESTS_WEBHOOK_TOKEN ? { Authorization: `Bearer ${env.REQUESTS_WEBHOOK_TOKEN}` } : {}),
      },
      body: JSON.stringify({
        text: notificationText(record),
        reference: record.reference,
        kind: record.kind,
        language: record.locale,
        page: record.page,
        receivedUtc: new Date(record.createdAt).toISOString(),
        fields: record.fields,
      }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) console.error(`Requests: the notification of ${record.reference} was answered ${response.status}`)
  } catch (error) {
    console.error(
      `Requests: the notification of ${record.reference} failed (${error instanceof Error ? error.name : "error"})`,
    )
  }
}
