import * as React from "react"
import { graphql } from "gatsby"
import { FIELD_LIMITS } from "../../lib/requests"
import { useFocusKept } from "./use-focus-kept"

export interface EmailFieldProps {
  id: string
  placeholder: string
  submitLabel: string
  /** the address was refused: marked invalid and described by the error */
  invalid: boolean
  /** the error's id while one is shown */
  errorId?: string
  sending: boolean
  classNames: { input: string; button: string }
}

/**
 * The address and the send button of a one-field request form (the newsletter, an app's "tell me"): named
 * `email`, as the endpoint reads it with or without JavaScript, and no longer than it keeps. Its label is the
 * form's own, before it.
 */
export function EmailField({ id, placeholder, submitLabel, invalid, errorId, sending, classNames }: EmailFieldProps) {
  const sendRef = useFocusKept(sending)
  return (
    <>
      <input
        id={id}
        name="email"
        type="email"
        className={classNames.input}
        placeholder={placeholder}
        autoComplete="email"
        maxLength={FIELD_LIMITS.email}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
      />
      <button
        ref={sendRef}
        type="submit"
        className={classNames.button}
        disabled={sending}
        aria-busy={sending || undefined}
      >
        {submitLabel}
      </button>
    </>
  )
}

/** The words both one-field e-mail forms have; each form's fragment adds its own. */
export const query = graphql`
  fragment EmailFormCopy on EmailFormCopy {
    title
    text
    emailLabel
    placeholder
    submitLabel
    invalid
    failed
  }
`
