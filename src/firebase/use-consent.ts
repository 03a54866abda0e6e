import { useSyncExternalStore } from "react"
import { siteConsent, type ConsentAction, type ConsentState } from "./consent"

const noSubscription = () => () => undefined
const serverSnapshot = () => null

export interface ConsentControls {
  state: ConsentState
  dispatch(action: ConsentAction): void
}

/**
 * The visitor's consent and the way to change it, or null where there is nothing to consent to
 * (no Firebase configuration) and in the server render: the banner and the settings button only
 * ever appear after hydration, so the static HTML never holds a control that needs JavaScript.
 */
export function useConsent(): ConsentControls | null {
  const store = siteConsent()
  const state = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store ? store.get : serverSnapshot,
    serverSnapshot,
  )
  return store && state ? { state, dispatch: store.dispatch } : null
}
