import * as React from "react"
import { Icon } from "../ui/icon"
import { useFocusKept } from "./use-focus-kept"
import * as styles from "./send-button.module.css"

export interface SendButtonProps {
  submitting: boolean
  label: string
  sendingLabel: string
}

/** A request form's submit button: disabled, with a turning icon and the sending words, while the request is on its way. */
export function SendButton({ submitting, label, sendingLabel }: SendButtonProps) {
  const ref = useFocusKept(submitting)
  return (
    <button ref={ref} type="submit" className={styles.submit} disabled={submitting}>
      <Icon
        name={submitting ? "loader-circle" : "send"}
        size={18}
        className={submitting ? styles.spinner : undefined}
      />
      {submitting ? sendingLabel : label}
    </button>
  )
}
