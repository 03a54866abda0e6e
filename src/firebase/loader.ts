// The small, always-present part: it schedules the start-up and queues screen views. Everything
// else, configuration values and error handling included, is in start.ts, reached by a dynamic
// import() after load + idle, so the SDK costs no first-load byte. Never import the SDK here.
import { authUserStore } from "./auth-user"
import { siteConsent, type ConsentChoice } from "./consent"
import { firebaseConfigState, type FirebaseConfigState } from "./env"
import { headLoader } from "../components/seo/head-loader"
import { whenPageIsQuiet } from "./schedule"
import type { FirebaseServices, startFirebase } from "./start"
import type { ScreenView, ScreenViews } from "./tracking"

/** The visitor's decision about Analytics and Performance, as the loader needs it. */
export interface ConsentSource {
  choice(): ConsentChoice | null
  subscribe(listener: () => void): () => void
}

export interface FirebaseLoaderOptions {
  config: FirebaseConfigState
  consent?: ConsentSource | null
  importStart?: () => Promise<{ startFirebase: typeof startFirebase }>
  whenQuiet?: () => Promise<void>
}

export interface FirebaseLoader {
  /** Schedules the start-up (once); resolves when it has finished or given up. */
  start(): Promise<void>
  /** Records a screen view for the page now shown, with consent only; queued until Analytics is ready. */
  trackScreenView(path: string): void
}

/** The site's consent store as the loader reads it; with no store (no configuration) nothing is granted. */
function siteConsentSource(): ConsentSource | null {
  const store = siteConsent()
  return store && { choice: () => store.get().choice, subscribe: store.subscribe }
}

export const START_DELAY_MS = 5000
export const IDLE_TIMEOUT_MS = 2000

export function createFirebaseLoader({
  config,
  consent = null,
  importStart = () => import(/* webpackChunkName: "firebase" */ "./start"),
  whenQuiet = () => whenPageIsQuiet({ delayMs: START_DELAY_MS, idleTimeoutMs: IDLE_TIMEOUT_MS }),
}: FirebaseLoaderOptions): FirebaseLoader {
  const on = config === "complete"
  const granted = () => consent?.choice() === "granted"
  let starting: Promise<void> | undefined
  let lastPath: string | undefined
  const views: ScreenViews = { pending: on ? [] : null, send: null }

  /** Analytics and Performance follow the choice: started on consent, stopped when it is withdrawn. */
  const followConsent = async (services: FirebaseServices) => {
    let tracking = false
    const apply = () => {
      if (granted() === tracking) return undefined
      tracking = granted()
      if (!tracking) return services.stopTracking()
      return services.startTracking()
    }
    consent?.subscribe(() => void apply())
    await apply()
  }

  const run = async () => {
    await whenQuiet()
    const importedAt = performance.now()
    const { startFirebase } = await importStart()
    const services = await startFirebase({ views, onUser: authUserStore.set, importedAt })
    if (services) await followConsent(services)
  }

  return {
    start() {
      if (!starting && config === "partial")
        console.warn("Firebase is not started: set every variable in .env.example.")
      starting ??= on
        ? run().catch((error) => {
            views.pending = null
            console.warn(`Firebase did not start: its code could not be loaded (${error}).`)
          })
        : Promise.resolve()
      return starting
    },

    trackScreenView(path) {
      if (!on || path === lastPath) return
      lastPath = path
      // A view from before the visitor agreed is never kept for later.
      if (!granted()) return
      headLoader.afterHeadUpdate(() => {
        // without the query or fragment: what a visitor typed (a search's ?q=) never goes to Analytics
        const view: ScreenView = { path, title: document.title, location: location.origin + location.pathname }
        if (views.send) views.send(view)
        else if (views.pending) views.pending.push(view)
      })
    },
  }
}

/** The site's one loader, driven by gatsby-browser.tsx. */
export const firebase = createFirebaseLoader({ config: firebaseConfigState(), consent: siteConsentSource() })
