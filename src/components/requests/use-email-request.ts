import * as React from "react"
import { isValidEmail } from "../../lib/email"
import { localizedPath } from "../../lib/locales"
import type { RequestKind } from "../../lib/requests"
import type { SendOptions } from "../../lib/send-request"
import { usePageData } from "../../hooks/page-data"
import { useRequestFill } from "./use-request-fill"

export type EmailOutcome = {
  tone: "success" | "error"
  text: string
  /** the address itself was refused: the field is marked invalid */
  invalid?: boolean
  /** the request did not reach the team: the mail link that asks for the same */
  mailto?: string
  /** the stored request's reference, for the visitor to quote */
  reference?: string
} | null

export interface EmailRequestOptions {
  kind: RequestKind
  /** The form's other fields, sent with the address. */
  fields?: Record<string, string>
  words: { invalid: string; failed: string; done: string }
  /** The mail that asks for the same, for the visitor's own mail app, when the request is not stored. */
  mailto: (email: string) => string
  /** Told of an address that is not one, before anything is sent. */
  onInvalid?: () => void
  send?: SendOptions["fetch"]
}

/**
 * A form of one e-mail field sent through the request endpoint (the footer's newsletter, an app's "tell me"):
 * one fill per form use (a retry is stored once), the page it is on, what became of it, and the mail link
 * when it was not stored. Without JavaScript the same form posts itself; this only takes over its submit.
 */
export function useEmailRequest({ kind, fields = {}, words, mailto, onInvalid, send }: EmailRequestOptions) {
  const { locale, alternates } = usePageData()
  const [sending, setSending] = React.useState(false)
  const [outcome, setOutcome] = React.useState<EmailOutcome>(null)
  const page = alternates[locale] ?? localizedPath(locale, "/")
  const fill = useRequestFill(kind, page, send)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const input = form.elements.namedItem("email") as HTMLInputElement
    const email = input.value.trim()
    setOutcome(null)
    if (!isValidEmail(email)) {
      onInvalid?.()
      setOutcome({ tone: "error", text: words.invalid, invalid: true })
      input.focus()
      return
    }
    setSending(true)
    const result = await fill.send(form, { ...fields, email })
    setSending(false)
    if (result.status === "stored") {
      input.value = ""
      setOutcome({ tone: "success", text: words.done, reference: result.reference })
    } else if (result.status === "invalid") {
      setOutcome({ tone: "error", text: words.invalid, invalid: true })
      input.focus()
    } else if (result.status === "rate-limited")
      setOutcome({ tone: "error", text: result.message, mailto: mailto(email) })
    else setOutcome({ tone: "error", text: words.failed, mailto: mailto(email) })
  }

  return { page, sending, outcome, onSubmit, onFocus: fill.start }
}
