// The lazily loaded part: the only module that imports the Firebase SDK at runtime. loader.ts
// reaches it through a dynamic import() after load + idle, so none of it is first-load JavaScript.
import { initializeApp, onLog, setLogLevel, type FirebaseApp } from "firebase/app"
import { initializeAppCheck, ReCaptchaV3Provider } from "firebase/app-check"
import {
  initializeAnalytics,
  isSupported,
  logEvent,
  setAnalyticsCollectionEnabled,
  setConsent,
  type Analytics,
} from "firebase/analytics"
import { browserLocalPersistence, initializeAuth, onAuthStateChanged, type User } from "firebase/auth"
import { initializePerformance, type FirebasePerformance } from "firebase/performance"
import { firebaseEnv, parseFirebaseSettings } from "./config"
import { isFirebaseError, scriptsLoadedSince } from "./errors"
import { expireAnalyticsCookies } from "./analytics-cookies"

export interface ScreenView {
  path: string
  title: string
  location: string
}

/** Shared with the loader: views wait in `pending` until Analytics sets `send` (or drops them). */
export interface ScreenViews {
  pending: ScreenView[] | null
  send: ((view: ScreenView) => void) | null
}

export interface StartContext {
  views: ScreenViews
  onUser(user: User | null): void
  /** performance.now() just before the import: scripts fetched since then are Firebase's. */
  importedAt: number
}

/** What the loader drives once the security services run: the two that track, only with consent. */
export interface FirebaseServices {
  /** Starts Analytics and Performance Monitoring (once), or resumes their collection after a stop. */
  startTracking(): Promise<void>
  /** Stops their collection for the rest of the visit and removes Analytics' cookies. */
  stopTracking(): void
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Runs a start-up step, noting a failure by name instead of throwing. */
const stepper =
  (failures: string[]) =>
  <T>(name: string, run: () => T): T | undefined => {
    try {
      return run()
    } catch (error) {
      failures.push(`${name} (${describe(error)})`)
      return undefined
    }
  }

const warnFailures = (failures: string[]) => {
  if (failures.length > 0) console.warn(`Firebase: ${failures.join("; ")} failed; the site works without it.`)
}

/**
 * Starts the services that protect rather than track — App Check (it must exist before the
 * services whose requests it protects) and Auth — and returns the switch for the two that track,
 * which the loader turns on only with the visitor's consent. Each step is guarded and this never
 * throws. What failed is named in one warning; the first problem afterwards (typically a blocked
 * network) in one more. Null when nothing could start.
 */
export async function startFirebase({ views, onUser, importedAt }: StartContext): Promise<FirebaseServices | null> {
  const { settings, missing } = parseFirebaseSettings(firebaseEnv())
  if (!settings) {
    views.pending = null
    console.warn(`Firebase is not started: ${missing.join(", ")} not set.`)
    return null
  }
  const report = keepFirebaseErrorsOutOfTheConsole(scriptsLoadedSince(importedAt))

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
  return trackingServices(app, views, report)
}

function trackingServices(app: FirebaseApp, views: ScreenViews, report: (message: string) => void): FirebaseServices {
  let started: Promise<void> | undefined
  let analytics: Analytics | undefined
  let performance: FirebasePerformance | undefined
  const collect = (on: boolean) => {
    try {
      if (analytics) setAnalyticsCollectionEnabled(analytics, on)
      if (performance) {
        performance.dataCollectionEnabled = on
        performance.instrumentationEnabled = on
      }
    } catch (error) {
      report(`collection could not be switched ${on ? "on" : "off"} (${describe(error)})`)
    }
  }
  return {
    startTracking() {
      if (started) {
        collect(true)
        return started
      }
      started = (async () => {
        const failures: string[] = []
        analytics = await startAnalytics(app, views, failures, report)
        performance = stepper(failures)("Performance", () => initializePerformance(app))
        warnFailures(failures)
      })()
      return started
    },
    stopTracking() {
      collect(false)
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

async function startAnalytics(
  app: FirebaseApp,
  views: ScreenViews,
  failures: string[],
  report: (message: string) => void,
): Promise<Analytics | undefined> {
  let analytics: Analytics | undefined
  try {
    if (await isSupported()) {
      // The visitor agreed to measurement, not to advertising: gtag's ad storage and signals stay off.
      setConsent({
        analytics_storage: "granted",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      })
      // The site logs its own page_view per route; gtag's automatic one would count the first twice.
      analytics = initializeAnalytics(app, {
        config: { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false },
      })
      const instance = analytics
      views.send = (view) => {
        try {
          logEvent(instance, "screen_view", { firebase_screen: view.path, firebase_screen_class: "page" })
          logEvent(instance, "page_view", {
            page_path: view.path,
            page_title: view.title,
            page_location: view.location,
          })
        } catch (error) {
          report(`a screen view could not be logged (${describe(error)})`)
        }
      }
      views.pending?.forEach(views.send)
    }
  } catch (error) {
    failures.push(`Analytics (${describe(error)})`)
  }
  views.pending = null
  return analytics
}
