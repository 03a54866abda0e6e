import fs from "fs"
import path from "path"
import { firebaseModules, resetSdk, sdk, sdkCalls, testEnv, testSettings } from "../helpers/firebase-sdk"
import { authUserStore } from "../../src/firebase/auth-user"
import { createFirebaseLoader, type ConsentSource, type FirebaseLoaderOptions } from "../../src/firebase/loader"
import type { ImportTracking, StartContext } from "../../src/firebase/start"
import { CONSENT_KEY, createConsentStore, type ConsentStore } from "../../src/firebase/consent"

const deferred = <T>() => {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

/** A consent store over an in-memory localStorage that already holds `stored`. */
const consentStore = (stored: string | null = null): ConsentStore => {
  const items = new Map(stored ? [[CONSENT_KEY, stored]] : [])
  return createConsentStore({
    storage: { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) },
    globalPrivacyControl: false,
  })
}
const sourceOf = (store: ConsentStore): ConsentSource => ({
  choice: () => store.get().choice,
  subscribe: store.subscribe,
})

/** A loader for a visitor who has agreed to Analytics, unless `consent` says otherwise. */
const loader = (options: Partial<FirebaseLoaderOptions> = {}) =>
  createFirebaseLoader({
    config: "complete",
    consent: sourceOf(consentStore("granted")),
    whenQuiet: () => Promise.resolve(),
    ...options,
  })

/** start.ts, with its import of Analytics and Performance (tracking.ts) watched or replaced. */
const startWithTracking =
  (importTracking: ImportTracking): FirebaseLoaderOptions["importStart"] =>
  async () => {
    const { startFirebase } = await import("../../src/firebase/start")
    return { startFirebase: (context: StartContext) => startFirebase({ ...context, importTracking }) }
  }
const watchedTrackingImport = () => jest.fn(() => import("../../src/firebase/tracking"))

/** Lets react-helmet's title frames pass and every pending promise settle. */
const settle = () => jest.advanceTimersByTimeAsync(100)

const screenViews = () =>
  sdk.logEvent.mock.calls.map(([, name, params]) => [
    name,
    (params as { firebase_screen?: string; page_path?: string }).firebase_screen ??
      (params as { page_path: string }).page_path,
  ])

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: ${code}`), { name: "FirebaseError", code })

/** Fires an unhandledrejection event as the browser would; true when a listener kept it quiet. */
const dispatchRejection = (reason: unknown) => {
  const event = Object.assign(new Event("unhandledrejection", { cancelable: true }), { reason })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

const realConsoleError = console.error
const addEventListener = window.addEventListener.bind(window)
let windowListeners: Array<[string, EventListenerOrEventListenerObject]>
let warn: jest.SpyInstance
const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => unhandled.push(reason)

beforeAll(() => process.on("unhandledRejection", onUnhandled))
afterAll(() => process.off("unhandledRejection", onUnhandled))

const savedEnv = { ...process.env }

beforeEach(() => {
  // Each test is a page of its own: the listeners its start-up adds go away after it.
  windowListeners = []
  jest
    .spyOn(window, "addEventListener")
    .mockImplementation(
      (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
        windowListeners.push([type, listener])
        addEventListener(type, listener, options)
      },
    )
  Object.assign(process.env, testEnv)
  jest.useFakeTimers()
  resetSdk()
  unhandled.length = 0
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
  document.title = "Home | Lifelane Health"
})

afterEach(() => {
  process.env = { ...savedEnv }
  console.error = realConsoleError
  for (const [type, listener] of windowListeners) window.removeEventListener(type, listener)
  jest.restoreAllMocks()
  jest.useRealTimers()
})

describe("start-up", () => {
  test("with consent, starts the services in order: app, App Check, Auth, then Analytics and Performance", async () => {
    await loader().start()

    expect(sdkCalls.map(([name]) => name)).toEqual([
      "initializeApp",
      "initializeAppCheck",
      "initializeAuth",
      "onAuthStateChanged",
      "isSupported",
      "setConsent",
      "initializeAnalytics",
      "initializePerformance",
    ])
    expect(sdk.initializeApp).toHaveBeenCalledWith(testSettings.options)
    expect(sdk.ReCaptchaV3Provider).toHaveBeenCalledWith("site-key")
    const [, appCheckOptions] = sdk.initializeAppCheck.mock.calls[0] as [
      unknown,
      { provider: unknown; isTokenAutoRefreshEnabled: boolean },
    ]
    expect(appCheckOptions.provider).toBeInstanceOf(sdk.ReCaptchaV3Provider)
    expect(appCheckOptions.isTokenAutoRefreshEnabled).toBe(true)
    expect(sdk.initializeAuth.mock.calls[0][1]).toEqual({ persistence: sdk.browserLocalPersistence })
    expect(warn).not.toHaveBeenCalled()
  })

  test("waits for the quiet moment before loading any Firebase code", async () => {
    const quiet = deferred<void>()
    const importStart = jest.fn(() => import("../../src/firebase/start"))
    const started = loader({ whenQuiet: () => quiet.promise, importStart }).start()
    await settle()
    expect(importStart).not.toHaveBeenCalled()

    quiet.resolve()
    await started
    expect(importStart).toHaveBeenCalledTimes(1)
  })

  test("skips Analytics where it is not supported and still starts Auth and Performance", async () => {
    sdk.isSupported.mockImplementationOnce(() => Promise.resolve(false))
    const site = loader()
    site.trackScreenView("/")
    await site.start()
    await settle()

    expect(sdk.initializeAnalytics).not.toHaveBeenCalled()
    expect(sdk.logEvent).not.toHaveBeenCalled()
    expect(sdk.initializeAuth).toHaveBeenCalled()
    expect(sdk.initializePerformance).toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })

  test("feeds the signed-in user from the one auth listener into the store", async () => {
    await loader().start()
    expect(sdk.onAuthStateChanged).toHaveBeenCalledTimes(1)
    const listener = sdk.onAuthStateChanged.mock.calls[0][1] as (user: unknown) => void
    listener({ uid: "u1" })
    expect(authUserStore.get()).toEqual({ uid: "u1" })
    listener(null)
    expect(authUserStore.get()).toBeNull()
  })
})

describe("consent", () => {
  test("before any choice only App Check and Auth start, and no screen view is kept", async () => {
    const site = loader({ consent: sourceOf(consentStore()) })
    site.trackScreenView("/")
    await site.start()
    await settle()

    expect(sdkCalls.map(([name]) => name)).toEqual([
      "initializeApp",
      "initializeAppCheck",
      "initializeAuth",
      "onAuthStateChanged",
    ])
  })

  test("accepting loads and starts Analytics and Performance and counts the pages shown from then on", async () => {
    const store = consentStore()
    const importTracking = watchedTrackingImport()
    const site = loader({ consent: sourceOf(store), importStart: startWithTracking(importTracking) })
    site.trackScreenView("/")
    await site.start()
    site.trackScreenView("/about")
    await settle()
    expect(importTracking).not.toHaveBeenCalled()

    store.dispatch("accept")
    await settle()
    expect(importTracking).toHaveBeenCalledTimes(1)
    expect(sdk.initializeAnalytics).toHaveBeenCalledTimes(1)
    expect(sdk.initializePerformance).toHaveBeenCalledTimes(1)
    expect(sdk.setConsent).toHaveBeenCalledWith({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    })
    expect(sdk.logEvent).not.toHaveBeenCalled()

    site.trackScreenView("/jobs")
    await settle()
    expect(screenViews()).toEqual([
      ["screen_view", "/jobs"],
      ["page_view", "/jobs"],
    ])
  })

  test("a visitor who declined gets neither Analytics nor Performance, nor their code", async () => {
    const importTracking = watchedTrackingImport()
    const site = loader({ consent: sourceOf(consentStore("denied")), importStart: startWithTracking(importTracking) })
    site.trackScreenView("/")
    await site.start()
    site.trackScreenView("/about")
    await settle()

    expect(importTracking).not.toHaveBeenCalled()

    expect(sdk.isSupported).not.toHaveBeenCalled()
    expect(sdk.initializePerformance).not.toHaveBeenCalled()
    expect(sdk.logEvent).not.toHaveBeenCalled()
    expect(sdk.initializeAuth).toHaveBeenCalled()
  })

  test("withdrawing stops collection, expires Analytics' cookies and stops counting; accepting resumes", async () => {
    const store = consentStore("granted")
    const site = loader({ consent: sourceOf(store) })
    await site.start()
    const performance = sdk.initializePerformance.mock.results[0].value as Record<string, boolean>
    document.cookie = "_ga=GA1.1.123.456; path=/"
    document.cookie = "_ga_E2E0000000=GS1.1.789; path=/"
    document.cookie = "unrelated=1; path=/"

    store.dispatch("reopen")
    store.dispatch("decline")
    await settle()
    expect(sdk.setAnalyticsCollectionEnabled).toHaveBeenLastCalledWith({ analytics: true }, false)
    expect(performance).toEqual({ dataCollectionEnabled: false, instrumentationEnabled: false })
    expect(document.cookie).toBe("unrelated=1")
    site.trackScreenView("/about")
    await settle()
    expect(sdk.logEvent).not.toHaveBeenCalled()

    store.dispatch("reopen")
    store.dispatch("accept")
    await settle()
    expect(sdk.setAnalyticsCollectionEnabled).toHaveBeenLastCalledWith({ analytics: true }, true)
    expect(performance).toEqual({ dataCollectionEnabled: true, instrumentationEnabled: true })
    expect(sdk.initializeAnalytics).toHaveBeenCalledTimes(1)
    site.trackScreenView("/news")
    await settle()
    expect(screenViews()).toEqual([
      ["screen_view", "/news"],
      ["page_view", "/news"],
    ])
    document.cookie = "unrelated=; Max-Age=0; path=/"
  })
})

describe("screen views", () => {
  test("logs screen_view and page_view for the first page and each route change", async () => {
    const site = loader()
    await site.start()
    site.trackScreenView("/")
    await settle()
    document.title = "About | Lifelane Health"
    site.trackScreenView("/about")
    await settle()

    expect(screenViews()).toEqual([
      ["screen_view", "/"],
      ["page_view", "/"],
      ["screen_view", "/about"],
      ["page_view", "/about"],
    ])
    expect(sdk.logEvent).toHaveBeenCalledWith({ analytics: true }, "screen_view", {
      firebase_screen: "/about",
      firebase_screen_class: "page",
    })
    expect(sdk.logEvent).toHaveBeenCalledWith({ analytics: true }, "page_view", {
      page_path: "/about",
      page_title: "About | Lifelane Health",
      page_location: window.location.href,
    })
  })

  test("a page view's location has no query or fragment: a search's words never reach Analytics", async () => {
    window.history.replaceState(null, "", "/search?q=hiv%20test#results")
    try {
      const site = loader()
      await site.start()
      site.trackScreenView("/search")
      await settle()
      expect(sdk.logEvent).toHaveBeenCalledWith({ analytics: true }, "page_view", {
        page_path: "/search",
        page_title: document.title,
        page_location: `${window.location.origin}/search`,
      })
    } finally {
      window.history.replaceState(null, "", "/")
    }
  })

  test("queues views until Analytics is ready, then sends them in order", async () => {
    const supported = deferred<boolean>()
    sdk.isSupported.mockImplementationOnce(() => supported.promise)
    const site = loader()
    site.trackScreenView("/")
    const started = site.start()
    site.trackScreenView("/jobs")
    site.trackScreenView("/news")
    await settle()
    expect(sdk.logEvent).not.toHaveBeenCalled()

    supported.resolve(true)
    await started
    site.trackScreenView("/about")
    await settle()
    expect(screenViews().filter(([name]) => name === "screen_view")).toEqual([
      ["screen_view", "/"],
      ["screen_view", "/jobs"],
      ["screen_view", "/news"],
      ["screen_view", "/about"],
    ])
  })

  test("does not count a second view when only the hash or query of the page changed", async () => {
    const site = loader()
    await site.start()
    site.trackScreenView("/jobs")
    site.trackScreenView("/jobs")
    await settle()
    expect(screenViews()).toEqual([
      ["screen_view", "/jobs"],
      ["page_view", "/jobs"],
    ])
  })
})

describe("failures", () => {
  test("a rejected import gives one warning, no unhandled rejection, and no Firebase call", async () => {
    const site = loader({ importStart: () => Promise.reject(new Error("Loading chunk firebase failed.")) })
    site.trackScreenView("/")
    await site.start()
    await settle()

    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(/Firebase did not start.*Loading chunk firebase failed/)
    expect(sdkCalls).toEqual([])
    expect(unhandled).toEqual([])
  })

  test("Analytics' and Performance's code failing to load gives one warning; Auth keeps running", async () => {
    const site = loader({ importStart: startWithTracking(() => Promise.reject(new Error("ChunkLoadError"))) })
    site.trackScreenView("/")
    await site.start()
    await settle()

    expect(sdk.initializeAuth).toHaveBeenCalled()
    expect(sdk.isSupported).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(
      /Analytics and Performance \(their code could not be loaded: ChunkLoadError\)/,
    )
    expect(unhandled).toEqual([])
  })

  test("a throwing initializeApp gives one warning naming it and starts nothing else", async () => {
    sdk.initializeApp.mockImplementationOnce(() => {
      throw new Error("bad options")
    })
    const site = loader()
    site.trackScreenView("/")
    await site.start()
    await settle()

    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(/initializeApp \(bad options\)/)
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled()
    expect(sdk.initializeAuth).not.toHaveBeenCalled()
    expect(unhandled).toEqual([])
  })

  test("one failing service is named in the single warning and the others still start", async () => {
    sdk.initializeAppCheck.mockImplementationOnce(() => {
      throw new Error("appCheck/already-initialized")
    })
    sdk.initializePerformance.mockImplementationOnce(() => {
      throw new Error("no fetch")
    })
    await loader().start()

    expect(sdk.initializeAnalytics).toHaveBeenCalled()
    expect(sdk.initializeAuth).toHaveBeenCalled()
    // Two start-ups, one warning each: the security services, and the tracking ones once consented.
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/App Check \(appCheck\/already-initialized\) failed/),
      expect.stringMatching(/Performance \(no fetch\) failed/),
    ])
  })

  test("Analytics failing to start drops the queue quietly apart from the one warning", async () => {
    sdk.isSupported.mockImplementationOnce(() => Promise.reject(new Error("indexedDB blocked")))
    const site = loader()
    site.trackScreenView("/")
    await site.start()
    site.trackScreenView("/about")
    await settle()

    expect(sdk.logEvent).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(/Analytics \(indexedDB blocked\)/)
  })

  test("Firebase's own problems after start-up become one warning, not console errors", async () => {
    const consoleError = jest.fn()
    console.error = consoleError
    await loader().start()
    expect(sdk.setLogLevel).toHaveBeenCalledWith("silent")
    const [onLog, options] = sdk.onLog.mock.calls[0] as [(log: { type: string; message: string }) => void, unknown]
    expect(options).toEqual({ level: "warn" })

    onLog({ type: "@firebase/analytics", message: "Failed to fetch this Firebase app's measurement ID" })
    console.error(firebaseError("installations/app-offline"))
    expect(dispatchRejection(firebaseError("installations/request-failed"))).toBe(true)

    expect(consoleError).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(
      /^Firebase: @firebase\/analytics: Failed to fetch this Firebase app's measurement ID/,
    )
  })

  test("the site's own errors still reach the console and stay unhandled", async () => {
    const consoleError = jest.fn()
    console.error = consoleError
    await loader().start()

    console.error(new TypeError("Failed to fetch"))
    console.error("Newsletter:", new Error("offline"))
    expect(dispatchRejection(new Error("something of the site's own"))).toBe(false)
    expect(dispatchRejection(new TypeError("Failed to fetch"))).toBe(false)
    expect(consoleError).toHaveBeenCalledTimes(2)
    expect(warn).not.toHaveBeenCalled()
  })
})

describe("without configuration", () => {
  test("loads no Firebase code, records nothing and logs nothing", async () => {
    const importStart = jest.fn(() => import("../../src/firebase/start"))
    const site = createFirebaseLoader({ config: "none", importStart, whenQuiet: () => Promise.resolve() })
    site.trackScreenView("/")
    await site.start()
    await settle()
    expect(importStart).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })

  test("a partial configuration loads nothing and warns once", async () => {
    const importStart = jest.fn(() => import("../../src/firebase/start"))
    const site = createFirebaseLoader({ config: "partial", importStart, whenQuiet: () => Promise.resolve() })
    await site.start()
    await site.start()
    expect(importStart).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(/Firebase is not started.*\.env\.example/)
  })

  test("values that are only blanks are named and nothing starts", async () => {
    process.env.GATSBY_FIREBASE_APP_ID = "  "
    await loader().start()
    expect(sdkCalls).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(/GATSBY_FIREBASE_APP_ID not set/)
  })
})

test("the SDK modules mocked here are all the ones start.ts and tracking.ts import", () => {
  const source = ["start.ts", "tracking.ts"]
    .map((file) => fs.readFileSync(path.resolve(__dirname, "../../src/firebase", file), "utf8"))
    .join("\n")
  const imported = [...new Set([...source.matchAll(/from "(firebase\/[^"]+)"/g)].map((m) => m[1]))].sort()
  expect(imported).toEqual([...firebaseModules].sort())
})
