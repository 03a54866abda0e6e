import { useEffect, useRef, useState } from "react"

/** The spec's scroll-in animation: 10% visible, 50 px below the viewport counts as in view. */
export const REVEAL_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: "0px 0px 50px 0px" }
export const OBSERVE_DELAY_MS = 500
export const VISIBLE_DELAY_MS = 100

const canAnimate = () =>
  typeof window.IntersectionObserver === "function" &&
  !(typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches)

/**
 * Fades in the elements marked `data-reveal` inside `ref` as they scroll into view.
 *
 * Nothing is hidden in the server HTML. Once the observer is attached (500 ms after mount), its first
 * report marks only the elements still below the viewport as "waiting" (hidden by CSS); they turn
 * "shown" when they come into view. Without IntersectionObserver, or under prefers-reduced-motion,
 * nothing is ever hidden. `visible` is the page's flag, true 100 ms after mount.
 */
export function useScrollReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const visibleTimer = window.setTimeout(() => setVisible(true), VISIBLE_DELAY_MS)
    if (!canAnimate()) return () => window.clearTimeout(visibleTimer)

    let observer: IntersectionObserver | undefined
    const observeTimer = window.setTimeout(() => {
      const targets = ref.current?.querySelectorAll<HTMLElement>("[data-reveal]") ?? []
      const io = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          const element = entry.target as HTMLElement
          // Sections already scrolled past (a reload half-way down, a jump to an anchor) show at once.
          if (entry.isIntersecting || entry.boundingClientRect.top < 0) {
            element.dataset.reveal = "shown"
            io.unobserve(element)
          } else if (element.dataset.reveal === "") {
            element.dataset.reveal = "waiting"
          }
        }
      }, REVEAL_OPTIONS)
      targets.forEach((target) => io.observe(target))
      observer = io
    }, OBSERVE_DELAY_MS)

    return () => {
      window.clearTimeout(visibleTimer)
      window.clearTimeout(observeTimer)
      observer?.disconnect()
    }
  }, [])

  return { ref, visible }
}
