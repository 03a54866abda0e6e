import * as React from "react"

/**
 * Focuses a control of the form, by its name, once the form has rendered again: a field disabled while the form
 * sends cannot take focus before. A group of radio buttons takes it on its first.
 */
export function useFocusLater(formRef: React.RefObject<HTMLFormElement | null>) {
  const next = React.useRef<string | null>(null)
  React.useEffect(() => {
    if (!next.current) return
    const element = formRef.current?.elements.namedItem(next.current)
    if (element instanceof HTMLElement) element.focus()
    else if (element instanceof RadioNodeList) (element[0] as HTMLElement | undefined)?.focus()
    next.current = null
  })
  return (name: string) => {
    next.current = name
  }
}
