import * as React from "react"
import { Link } from "../ui/link"
import type { ConsentControls } from "../../firebase/use-consent"
import { classNames } from "../../lib/class-names"
import * as buttonStyles from "../ui/button.module.css"
import * as styles from "./consent-banner.module.css"

export type ConsentBannerCopy = Queries.LayoutDataFragment["cookiePolicy"]["banner"]

export interface ConsentBannerViewProps {
  copy: ConsentBannerCopy
  consent: ConsentControls
}

/**
 * What ConsentBanner (consent-banner.tsx) loads the first time the banner opens, and keeps mounted after it closes:
 * the banner, not modal (the page stays usable), fixed so it shifts no content — at the bottom on wider screens, under
 * the header on phones, where the bottom of the first screen holds a page's main actions (Home's "Get Started Today"
 * sits there at 375 × 667) — and never stealing focus on a first visit. Opened again from a settings button, it takes
 * focus (also when that opening is what mounts it) and gives it back to that button when closed. While open, the page
 * scrolls focused elements clear of it.
 */
export function ConsentBannerView({ copy, consent }: ConsentBannerViewProps) {
  const { bannerOpen: open, reopened, choice } = consent.state
  /** Opened again from Cookie settings: which choice holds now, and which button changes it. */
  const current = !reopened || !choice ? null : choice === "granted" ? copy.acceptedNote : copy.declinedNote
  const ref = React.useRef<HTMLElement>(null)
  /** The settings button that reopened the banner: focus returns there once a choice is made. */
  const returnTo = React.useRef<HTMLElement | null>(null)
  const choiceClass = classNames(styles.choice, buttonStyles.button, buttonStyles.secondary)

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

  if (!open) return null
  return (
    <section ref={ref} className={styles.banner} aria-labelledby="consent-title" tabIndex={-1}>
      <div className={styles.text}>
        <h2 id="consent-title" className={styles.title}>
          {copy.title}
        </h2>
        <p>
          {copy.text} <Link to="/cookies">{copy.policyLabel}</Link>
        </p>
        {current ? <p className={styles.current}>{current}</p> : null}
      </div>
      <div className={styles.actions}>
        <button type="button" className={choiceClass} onClick={() => consent.dispatch("accept")}>
          {copy.acceptLabel}
        </button>
        <button type="button" className={choiceClass} onClick={() => consent.dispatch("decline")}>
          {copy.declineLabel}
        </button>
      </div>
    </section>
  )
}
