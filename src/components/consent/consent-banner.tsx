import * as React from "react"
import { useConsent } from "../../firebase/use-consent"
import type { ConsentBannerCopy } from "./consent-banner-view"

export interface ConsentBannerProps {
  copy: ConsentBannerCopy
}

/**
 * The banner's own code and CSS (consent-banner-view.tsx) are a chunk of their own: most page loads never open the
 * banner (a choice is stored, GPC decided, or Firebase is not configured), so every page's first load leaves them
 * out. Webpack's loader links the chunk's stylesheet before the import resolves: the banner never shows unstyled.
 */
const ConsentBannerView = React.lazy(() =>
  import(/* webpackChunkName: "consent-banner" */ "./consent-banner-view").then((module) => ({
    default: module.ConsentBannerView,
  })),
)

/**
 * The consent banner (consent-banner-view.tsx), loaded the first time consent state opens it and mounted from then
 * on, so that closing it can hand focus back. Nothing of it renders on the server or before hydration: the static
 * HTML never holds it, and hydration never meets the lazy view.
 */
export function ConsentBanner({ copy }: ConsentBannerProps) {
  const consent = useConsent()
  const open = consent?.state.bannerOpen ?? false
  const [needed, setNeeded] = React.useState(false)
  if (open && !needed) setNeeded(true)
  if (!consent || !needed) return null
  return (
    <React.Suspense fallback={null}>
      <ConsentBannerView copy={copy} consent={consent} />
    </React.Suspense>
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
