import * as React from "react"

/**
 * Focuses a control of the form, by its name, once the form has rendered again: a field disabled while the form
 * sends cannot take focus before. A group of radio buttons takes it on its first. The control comes into view with
 * its label, below the sticky header (the page's scroll-padding-top): focus alone scrolls just the control into
 * view, and may leave its label under the header.
 */
export function useFocusLater(formRef: React.RefObject<HTMLFormElement | null>) {
  const next = React.useRef<string | null>(null)
  React.useEffect(() => {
    if (!next.current) return
    const named = formRef.current?.elements.namedItem(next.current)
    const element = named instanceof RadioNodeList ? (named[0] as HTMLElement | undefined) : named
    next.current = null
    if (!(element instanceof HTMLElement)) return
    element.focus({ preventScroll: true })
    element.parentElement?.scrollIntoView?.({ block: "nearest" })
  })
  return (name: string) => {
    next.current = name
  }
}
