import * as React from "react"
import type { Locale } from "../../lib/locales"
import type { RequestKind } from "../../lib/requests"
import { newFill, sendFill, type FormFill } from "../../lib/send-fill"
import type { SendOptions } from "../../lib/send-request"
import { usePageData } from "../../hooks/page-data"

/**
 * One fill of a request form (src/lib/send-fill.ts): begun at the visitor's first focus or keystroke (`start`), sent
 * with the page's language, the page and the privacy notice's version the visitor could read, and ended once
 * stored, so a retry of it is stored once and the form's next use is a new fill.
 */
export function useRequestFill(kind: RequestKind, page: string, fetch?: SendOptions["fetch"]) {
  const { locale, layout } = usePageData()
  const fill = React.useRef<FormFill | null>(null)
  const start = () => {
    fill.current ??= newFill()
  }
  const send = async (form: HTMLFormElement | null, fields: Record<string, string>) => {
    const current = (fill.current ??= newFill())
    const request = { kind, locale: locale as Locale, page, privacyVersion: layout.privacyVersion, fields }
    const outcome = await sendFill(current, form, request, { fetch })
    if (outcome.status === "stored") fill.current = null
    return outcome
  }
  return { start, send }
}
