// The small, always-present part: it schedules the start-up and queues screen views. Everything
// else, configuration values and error handling included, is in start.ts, reached by a dynamic
// import() after load + idle, so the SDK costs no first-load byte. Never import the SDK here.
import { authUserStore } from "./auth-user"
import { firebaseConfigState, type FirebaseConfigState } from "./env"
import { afterTitleUpdate, whenPageIsQuiet } from "./schedule"
import type { ScreenView, ScreenViews, startFirebase } from "./start"

export interface FirebaseLoaderOptions {
  config: FirebaseConfigState
  importStart?: () => Promise<{ startFirebase: typeof startFirebase }>
  whenQuiet?: () => Promise<void>
}

export interface FirebaseLoader {
  /** Schedules the start-up (once); resolves when it has finished or given up. */
  start(): Promise<void>
  /** Records a screen view for the page now shown; queued until Analytics is ready. */
  trackScreenView(path: string): void
}

export const START_DELAY_MS = 5000
export const IDLE_TIMEOUT_MS = 2000

export function createFirebaseLoader({
  config,
  importStart = () => import(/* webpackChunkName: "firebase" */ "./start"),
  whenQuiet = () => whenPageIsQuiet({ delayMs: START_DELAY_MS, idleTimeoutMs: IDLE_TIMEOUT_MS }),
}: FirebaseLoaderOptions): FirebaseLoader {
  const on = config === "complete"
  let starting: Promise<void> | undefined
  let lastPath: string | undefined
  const views: ScreenViews = { pending: on ? [] : null, send: null }

  const run = async () => {
    await whenQuiet()
    const importedAt = performance.now()
    const { startFirebase } = await importStart()
    await startFirebase({ views, onUser: authUserStore.set, importedAt })
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
      afterTitleUpdate(() => {
        const view: ScreenView = { path, title: document.title, location: location.href }
        if (views.send) views.send(view)
        else if (views.pending) views.pending.push(view)
      })
    },
  }
}

/** The site's one loader, driven by gatsby-browser.tsx. */
export const firebase = createFirebaseLoader({ config: firebaseConfigState() })
