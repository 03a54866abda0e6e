import type * as React from "react"

export interface ControlOptions {
  id: string
  name: string
  value: string
  onChange: React.ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>
  /** while the form sends */
  disabled: boolean
  /** the field the form's error names */
  invalid: boolean
  /** the ids of the error (when invalid) and hints that describe it, in reading order */
  describedBy: readonly string[]
  className: string
}

/** The props every control of a request form shares: its value, disabled while sending, its error and hint wiring. */
export const controlProps = ({ invalid, describedBy, ...props }: ControlOptions) => ({
  ...props,
  "aria-invalid": invalid || undefined,
  "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
})
