// Analytics and Performance Monitoring: the two services that track, in a chunk of their own that
// start.ts loads only once the visitor has agreed, so a visitor who declines never downloads them.
import type { FirebaseApp } from "firebase/app"
import {
  initializeAnalytics,
  isSupported,
  logEvent,
  setAnalyticsCollectionEnabled,
  setConsent,
  type Analytics,
} from "firebase/analytics"
import { initializePerformance } from "firebase/performance"
import { describe, stepper, warnFailures } from "./steps"

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

/** The two services once started: their collection follows the visitor's choice. */
export interface Tracking {
  collect(on: boolean): void
}

/** Starts Analytics (where supported) and Performance; a service that fails is named in one warning. */
export async function startTracking(
  app: FirebaseApp,
  views: ScreenViews,
  report: (message: string) => void,
): Promise<Tracking> {
  const failures: string[] = []
  const analytics = await startAnalytics(app, views, failures, report)
  const performance = stepper(failures)("Performance", () => initializePerformance(app))
  warnFailures(failures)
  return {
    collect(on) {
      try {
        if (analytics) setAnalyticsCollectionEnabled(analytics, on)
        if (performance) {
          performance.dataCollectionEnabled = on
          performance.instrumentationEnabled = on
        }
      } catch (error) {
        report(`collection could not be switched ${on ? "on" : "off"} (${describe(error)})`)
      }
    },
  }
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
