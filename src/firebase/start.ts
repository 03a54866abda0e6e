// The lazily loaded part: with tracking.ts, the only modules that import the Firebase SDK at runtime.
// loader.ts reaches it through a dynamic import() after load + idle, so none of it is first-load
// JavaScript; Analytics and Performance (tracking.ts) are loaded only once the visitor consents.
import { initializeApp, onLog, setLogLevel, type FirebaseApp } from "firebase/app"
import { initializeAppCheck, ReCaptchaV3Provider } from "firebase/app-check"
import { browserLocalPersistence, initializeAuth, onAuthStateChanged, type User } from "firebase/auth"
import { firebaseEnv, parseFirebaseSettings } from "./config"
import { isFirebaseError, scriptsLoadedSince } from "./errors"
import { expireAnalyticsCookies } from "./analytics-cookies"
import { describe, warnFailures, stepper } from "./steps"
import type { ScreenViews, Tracking, startTracking } from "./tracking"

export interface StartContext {
  views: ScreenViews
  onUser(user: User | null): void
  /** performance.now() just before the import: scripts fetched since then are Firebase's. */
  importedAt: number
  /** Loads Analytics and Performance, once the visitor consents (a test can watch it). */
  importTracking?: ImportTracking
}

export type ImportTracking = () => Promise<{ startTracking: typeof startTracking }>

/** What the loader drives once the security services run: the two that track, only with consent. */
export interface FirebaseServices {
  /** Starts Analytics and Performance Monitoring (once), or resumes their collection after a stop. */
  startTracking(): Promise<void>
  /** Stops their collection for the rest of the visit and removes Analytics' cookies. */
  stopTracking(): void
}

/**
 * Starts the services that protect rather than track — App Check (it must exist before the
 * services whose requests it protects) and Auth — and returns the switch for the two that track,
 * which the loader turns on only with the visitor's consent. Each step is guarded and this never
 * throws. What failed is named in one warning; the first problem afterwards (typically a blocked
 * network) in one more. Null when nothing could start.
 */
export async function startFirebase({
  views,
  onUser,
  importedAt,
  // Unnamed on purpose: a named chunk is listed in every page's first-load webpack runtime and Gatsby's
  // inline chunk map; this one is found by its source map (the chunk that holds tracking.ts).
  importTracking = () => import("./tracking"),
}: StartContext): Promise<FirebaseServices | null> {
  const { settings, missing } = parseFirebaseSettings(firebaseEnv())
  if (!settings) {
    views.pending = null
    console.warn(`Firebase is not started: ${missing.join(", ")} not set.`)
    return null
  }
  // Firebase's scripts: this chunk's, and the tracking chunk's once it is loaded.
  const firebaseScripts = scriptsLoadedSince(importedAt)
  const report = keepFirebaseErrorsOutOfTheConsole(firebaseScripts)

  const failures: string[] = []
  const step = stepper(failures)
  const app = step("initializeApp", () => initializeApp(settings.options))
  if (!app) {
    views.pending = null
    warnFailures(failures)
    return null
  }
  step("App Check", () =>
    initializeAppCheck(app, {
      provider: new ReCaptchaV3Provider(settings.recaptchaSiteKey),
      isTokenAutoRefreshEnabled: true,
    }),
  )
  step("Auth", () => {
    const auth = initializeAuth(app, { persistence: browserLocalPersistence })
    onAuthStateChanged(auth, onUser)
  })
  warnFailures(failures)
  return trackingServices(app, views, report, firebaseScripts, importTracking)
}

function trackingServices(
  app: FirebaseApp,
  views: ScreenViews,
  report: (message: string) => void,
  firebaseScripts: string[],
  importTracking: ImportTracking,
): FirebaseServices {
  let started: Promise<Tracking | undefined> | undefined
  return {
    startTracking() {
      if (started) return started.then((tracking) => tracking?.collect(true))
      const importedAt = performance.now()
      started = importTracking().then(
        ({ startTracking }) => {
          firebaseScripts.push(...scriptsLoadedSince(importedAt))
          return startTracking(app, views, report)
        },
        (error: unknown) => {
          views.pending = null
          warnFailures([`Analytics and Performance (their code could not be loaded: ${describe(error)})`])
          return undefined
        },
      )
      return started.then(() => undefined)
    },
    stopTracking() {
      void started?.then((tracking) => tracking?.collect(false))
      expireAnalyticsCookies(document, location.hostname)
    },
  }
}

/**
 * With its hosts unreachable, Firebase reports the same failure through three doors: its logger
 * (Analytics' config fetch), console.error called directly (Installations' getId does
 * `registrationPromise.catch(console.error)`), and promises it leaves unhandled (Performance,
 * firebase-js-sdk#4922). Only Firebase's own errors are taken out of each; the first becomes one
 * warning, so a blocked network leaves no console error and no uncaught rejection.
 */
function keepFirebaseErrorsOutOfTheConsole(firebaseScripts: string[]): (message: string) => void {
  let reported = false
  const report = (message: string) => {
    if (reported) return
    reported = true
    console.warn(`Firebase: ${message} (further Firebase problems on this page are not logged).`)
  }

  try {
    setLogLevel("silent")
    onLog(({ type, message }) => report(`${type}: ${message}`), { level: "warn" })
  } catch (error) {
    report(`its logger could not be set (${describe(error)})`)
  }

  const consoleError = console.error
  console.error = (...args: unknown[]) => {
    if (args.length === 1 && isFirebaseError(args[0], firebaseScripts)) report(describe(args[0]))
    else consoleError.apply(console, args)
  }

  window.addEventListener("unhandledrejection", (event) => {
    if (!isFirebaseError(event.reason, firebaseScripts)) return
    event.preventDefault()
    report(describe(event.reason))
  })
  return report
}
