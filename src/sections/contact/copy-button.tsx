import * as React from "react"
import { Icon } from "../../components/ui/icon"
import { copyText } from "../../lib/clipboard"
import * as styles from "./copy-button.module.css"

/** How long the 'Copied' confirmation stays. */
export const COPIED_MS = 3000

export interface CopyButtonProps {
  text: string
  label: string
  copiedLabel: string
  failedLabel: string
}

/** Copies `text`; the outcome is shown beside the button and announced. A refusal never throws. */
export function CopyButton({ text, label, copiedLabel, failedLabel }: CopyButtonProps) {
  const [state, setState] = React.useState<"idle" | "copied" | "failed">("idle")
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined)
  React.useEffect(() => () => clearTimeout(timer.current), [])

  const onClick = async () => {
    clearTimeout(timer.current)
    const copied = await copyText(text)
    setState(copied ? "copied" : "failed")
    if (copied) timer.current = setTimeout(() => setState("idle"), COPIED_MS)
  }

  return (
    <div className={styles.wrap}>
      <button type="button" className={styles.button} onClick={onClick}>
        <Icon name={state === "copied" ? "check" : "copy"} size={16} />
        {label}
      </button>
      <p role="status" className={state === "failed" ? styles.failed : styles.copied}>
        {state === "copied" && (
          <>
            <Icon name="circle-check" size={16} />
            {copiedLabel}
          </>
        )}
        {state === "failed" && failedLabel}
      </p>
    </div>
  )
}
