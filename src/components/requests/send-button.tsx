import * as React from "react"
import { Icon } from "../ui/icon"

export interface SendButtonProps {
  submitting: boolean
  label: string
  sendingLabel: string
  className?: string
  /** The turning icon's class while sending (its motion only where reduced motion is not asked for). */
  spinnerClassName?: string
}

/** A request form's submit button: disabled, with a turning icon and the sending words, while the request is on its way. */
export function SendButton({ submitting, label, sendingLabel, className, spinnerClassName }: SendButtonProps) {
  return (
    <button type="submit" className={className} disabled={submitting}>
      <Icon
        name={submitting ? "loader-circle" : "send"}
        size={18}
        className={submitting ? spinnerClassName : undefined}
      />
      {submitting ? sendingLabel : label}
    </button>
  )
}
