/** What a request form keeps between its sends, and the send itself (src/lib/send-request.ts, loaded with the first). */
import type { RequestBody } from "./requests"
import type { SendOptions, SendOutcome } from "./send-request"

/** One fill of a form: its id (the same on a retry, so it is stored once) and when it was first used. */
export interface FormFill {
  id: string
  startedAt: number
}

export const newFill = (now = Date.now()): FormFill => ({ id: crypto.randomUUID(), startedAt: now })

/** The form's honeypot as the visitor's browser left it: empty, unless a program filled it. */
export const honeypotValue = (form: HTMLFormElement | null | undefined) => {
  const field = form?.elements.namedItem("leave_empty")
  return field instanceof HTMLInputElement ? field.value : ""
}

/**
 * Sends one fill of a form: never sooner than a person could have filled it, with the fill's id (a retry is
 * stored once) and the honeypot's value. The sending code loads with the first send: no page needs it before.
 */
export async function sendFill(
  fill: FormFill,
  form: HTMLFormElement | null | undefined,
  request: Omit<RequestBody, "id" | "elapsedMs">,
  options: SendOptions = {},
): Promise<SendOutcome> {
  const { delay, sendRequest, waitBeforeSend } = await import("./send-request")
  await delay(waitBeforeSend(fill.startedAt, Date.now()))
  return sendRequest(
    {
      ...request,
      id: fill.id,
      elapsedMs: Date.now() - fill.startedAt,
      fields: { ...request.fields, leave_empty: honeypotValue(form) },
    },
    options,
  )
}
