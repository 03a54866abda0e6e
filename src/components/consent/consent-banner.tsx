import * as React from "react"
import { Link } from "gatsby"
import { useConsent } from "../../firebase/use-consent"
import * as styles from "./consent-banner.module.css"

export interface ConsentBannerCopy {
  title: string
  text: string
  acceptLabel: string
  declineLabel: string
  policyLabel: string
}

export interface ConsentBannerProps {
  copy: ConsentBannerCopy
}

/**
 * The consent banner: not modal (the page stays usable), fixed to the bottom edge so it shifts no
 * content, and never stealing focus on a first visit. Opened again from a settings button, it takes
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
    const clearance = () => {
      root.style.scrollPaddingBottom = `${banner.offsetHeight + 16}px`
    }
    clearance()
    // The banner's height changes with the width (its text wraps): keep the clearance in step.
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(clearance) : null
    observer?.observe(banner)
    return () => {
      observer?.disconnect()
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
