// A recording stand-in for the Firebase SDK: every call is kept, in order, in `sdkCalls`. In a test:
//   jest.mock("firebase/app", () => jest.requireActual<SdkHelper>("../helpers/firebase-sdk").mockFirebase("firebase/app"))
export const sdkCalls: Array<[string, ...unknown[]]> = []

const record =
  <T>(name: string, result?: (...args: unknown[]) => T) =>
  (...args: unknown[]) => {
    sdkCalls.push([name, ...args])
    return result?.(...args)
  }

export const sdk = {
  initializeApp: jest.fn(record("initializeApp", () => ({ name: "[DEFAULT]" }))),
  setLogLevel: jest.fn(),
  onLog: jest.fn(),
  initializeAppCheck: jest.fn(record("initializeAppCheck", () => ({}))),
  ReCaptchaV3Provider: jest.fn(function ReCaptchaV3Provider(this: { siteKey: string }, siteKey: string) {
    this.siteKey = siteKey
  }),
  isSupported: jest.fn(record("isSupported", () => Promise.resolve(true))),
  initializeAnalytics: jest.fn(record("initializeAnalytics", () => ({ analytics: true }))),
  logEvent: jest.fn(record("logEvent")),
  setConsent: jest.fn(record("setConsent")),
  setAnalyticsCollectionEnabled: jest.fn(record("setAnalyticsCollectionEnabled")),
  browserLocalPersistence: { type: "LOCAL" },
  initializeAuth: jest.fn(record("initializeAuth", () => ({ auth: true }))),
  onAuthStateChanged: jest.fn(record("onAuthStateChanged", () => () => undefined)),
  initializePerformance: jest.fn(
    record("initializePerformance", () => ({ dataCollectionEnabled: true, instrumentationEnabled: true })),
  ),
}

/** Which of the SDK's modules have been loaded (a jest.mock factory runs on first import). */
export const loadedModules = new Set<string>()

const modules: Record<string, Array<keyof typeof sdk>> = {
  "firebase/app": ["initializeApp", "setLogLevel", "onLog"],
  "firebase/app-check": ["initializeAppCheck", "ReCaptchaV3Provider"],
  "firebase/analytics": [
    "isSupported",
    "initializeAnalytics",
    "logEvent",
    "setConsent",
    "setAnalyticsCollectionEnabled",
  ],
  "firebase/auth": ["browserLocalPersistence", "initializeAuth", "onAuthStateChanged"],
  "firebase/performance": ["initializePerformance"],
}

/** The module's exports, noting that it was loaded. */
export function mockFirebase(name: string) {
  loadedModules.add(name)
  return Object.fromEntries(modules[name].map((key) => [key, sdk[key]]))
}

export const firebaseModules = Object.keys(modules)

export const resetSdk = () => {
  sdkCalls.length = 0
  loadedModules.clear()
  for (const fn of Object.values(sdk)) if (jest.isMockFunction(fn)) fn.mockClear()
}

export const testSettings = {
  options: {
    apiKey: "key",
    authDomain: "lifelane.firebaseapp.com",
    projectId: "lifelane",
    appId: "1:1:web:1",
    measurementId: "G-TEST",
  },
  recaptchaSiteKey: "site-key",
}

export const testEnv = {
  GATSBY_FIREBASE_API_KEY: "key",
  GATSBY_FIREBASE_AUTH_DOMAIN: "lifelane.firebaseapp.com",
  GATSBY_FIREBASE_PROJECT_ID: "lifelane",
  GATSBY_FIREBASE_APP_ID: "1:1:web:1",
  GATSBY_FIREBASE_MEASUREMENT_ID: "G-TEST",
  GATSBY_RECAPTCHA_SITE_KEY: "site-key",
}
