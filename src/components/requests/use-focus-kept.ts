import * as React from "react"

/**
 * Keeps a keyboard or screen-reader user's place while a form sends: a browser drops the focus of a control that
 * becomes disabled (the send button, or the field where Enter was pressed), leaving focus on the page's body once
 * the send is done. When the form is enabled again and focus is still nowhere, the control that had it takes it
 * back, or the button if that control is gone. Give the returned ref to the form's submit button.
 */
export function useFocusKept(disabled: boolean) {
  const ref = React.useRef<HTMLButtonElement>(null)
  const focused = React.useRef<HTMLElement | null>(null)
  // Read while rendering, before the browser commits `disabled` and drops the focus.
  if (disabled && focused.current === null && typeof document !== "undefined") {
    const active = document.activeElement
    if (active instanceof HTMLElement && ref.current?.form?.contains(active)) focused.current = active
  }
  React.useEffect(() => {
    const had = focused.current
    if (disabled || had === null) return
    focused.current = null
    const active = document.activeElement
    if (active !== null && active !== document.body) return
    ;(had.isConnected ? had : ref.current)?.focus({ preventScroll: true })
  }, [disabled])
  return ref
}
