import * as React from "react"
import type { RequestKind } from "../../lib/requests"
import type { SendOptions } from "../../lib/send-request"
import { useFocusLater } from "./use-focus-later"
import { useRequestFill } from "./use-request-fill"

export type RequestStatus = "idle" | "submitting" | "submitted" | "error"

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * What a request form of several fields holds (the contact form, the rights request form): the values typed, whether
 * it is sending, its fill (useRequestFill), begun by the first focus or keystroke, and the props its RequestSection
 * takes of them. Each form keeps its own checks, messages and what it says after a send.
 */
export function useRequestForm<Values extends { [Field in keyof Values]: string }>(
  kind: RequestKind,
  pagePath: string,
  empty: Values,
  send?: SendOptions["fetch"],
) {
  const [values, setValues] = React.useState<Values>(empty)
  const [status, setStatus] = React.useState<RequestStatus>("idle")
  const formRef = React.useRef<HTMLFormElement>(null)
  const fill = useRequestFill(kind, pagePath, send)
  const focusLater = useFocusLater(formRef)
  const submitting = status === "submitting"
  /** A control's change handler: the fill begins, and the control's value is kept. */
  const update = (field: keyof Values) => (event: React.ChangeEvent<Control>) => {
    fill.start()
    setValues((current) => ({ ...current, [field]: event.target.value }))
  }
  /** What RequestSection takes of the form's state. */
  const section = { kind, pagePath, submitting, formRef, onFocus: fill.start }
  return { values, setValues, status, setStatus, submitting, formRef, fill, focusLater, update, section }
}
