import * as React from "react"
import { Link } from "../ui/link"
import { useConsent } from "../../firebase/use-consent"
import * as styles from "./consent-banner.module.css"

export type ConsentBannerCopy = Queries.LayoutDataFragment["cookiePolicy"]["banner"]

export interface ConsentBannerProps {
  copy: ConsentBannerCopy
}

/**
 * The consent banner: not modal (the page stays usable), fixed so it shifts no content — at the
 * bottom on wider screens, under the header on phones, where the bottom of the first screen holds
 * a page's main actions (Home's "Get Started Today" sits there at 375 × 667) — and never stealing focus on a first visit. Opened again from a settings button, it takes
 * focus and gives it back to that button when closed. While open, the page scrolls focused elements clear of it.
 */
export function ConsentBanner({ copy }: ConsentBannerProps) {
  const consent = useConsent()
  const open = consent?.state.bannerOpen ?? false
  const reopened = consent?.state.reopened ?? false
  const ref = React.useRef<HTMLElement>(null)
  /** The settings button that reopened the banner: focus returns there once a choice is made. */
  const returnTo = React.useRef<HTMLElement | null>(null)

  React.useEffect(() => {
    if (!reopened) return
    if (open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      ref.current?.focus()
    } else {
      returnTo.current?.focus()
      returnTo.current = null
    }
  }, [open, reopened])

  React.useEffect(() => {
    const banner = ref.current
    if (!open || !banner) return undefined
    const root = document.documentElement
    // Docked at the top on phones (under the header) and at the bottom elsewhere: scrolling to a
    // focused element or an anchor keeps it clear of whichever edge the banner holds.
    const clearance = () => {
      const box = banner.getBoundingClientRect()
      if (box.top < window.innerHeight / 2) {
        root.style.scrollPaddingTop = `${box.bottom + 16}px`
        root.style.removeProperty("scroll-padding-bottom")
      } else {
        root.style.scrollPaddingBottom = `${window.innerHeight - box.top + 16}px`
        root.style.removeProperty("scroll-padding-top")
      }
    }
    clearance()
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(clearance) : null
    observer?.observe(banner)
    return () => {
      observer?.disconnect()
      root.style.removeProperty("scroll-padding-top")
      root.style.removeProperty("scroll-padding-bottom")
    }
  }, [open])

  if (!consent || !open) return null
  return (
    <section ref={ref} className={styles.banner} aria-labelledby="consent-title" tabIndex={-1}>
      <div className={styles.text}>
        <h2 id="consent-title" className={styles.title}>
          {copy.title}
        </h2>
        <p>
          {copy.text} <Link to="/cookies">{copy.policyLabel}</Link>
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.choice} onClick={() => consent.dispatch("accept")}>
          {copy.acceptLabel}
        </button>
        <button type="button" className={styles.choice} onClick={() => consent.dispatch("decline")}>
          {copy.declineLabel}
        </button>
      </div>
    </section>
  )
}

export interface CookieSettingsButtonProps {
  label: string
  className?: string
  /** Wrapped in an <li>, for a list of links that should not hold an empty item when there is no button. */
  listItem?: boolean
}

/** Reopens the banner; only where there is something to consent to and no GPC signal decided it. */
export function CookieSettingsButton({ label, className, listItem = false }: CookieSettingsButtonProps) {
  const consent = useConsent()
  if (!consent || consent.state.gpc) return null
  const button = (
    <button
      type="button"
      className={className}
      aria-expanded={consent.state.bannerOpen}
      onClick={() => consent.dispatch("reopen")}
    >
      {label}
    </button>
  )
  return listItem ? <li>{button}</li> : button
}
