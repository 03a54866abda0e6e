import type { FirebaseOptions } from "firebase/app"

/** What the start-up needs: the web app's options and the reCAPTCHA v3 site key for App Check. */
export interface FirebaseSettings {
  options: FirebaseOptions
  recaptchaSiteKey: string
}

export type FirebaseEnv = Record<string, string | undefined>

export const REQUIRED = {
  apiKey: "GATSBY_FIREBASE_API_KEY",
  authDomain: "GATSBY_FIREBASE_AUTH_DOMAIN",
  projectId: "GATSBY_FIREBASE_PROJECT_ID",
  appId: "GATSBY_FIREBASE_APP_ID",
  measurementId: "GATSBY_FIREBASE_MEASUREMENT_ID",
} as const

const OPTIONAL = {
  storageBucket: "GATSBY_FIREBASE_STORAGE_BUCKET",
  messagingSenderId: "GATSBY_FIREBASE_MESSAGING_SENDER_ID",
} as const

export const RECAPTCHA_SITE_KEY = "GATSBY_RECAPTCHA_SITE_KEY"

/**
 * The build-time variables, read only in the lazy chunk (start.ts); env.ts tells the loader whether
 * they are set. Each is spelled out so Gatsby inlines it into the bundle (it replaces
 * `process.env.GATSBY_*` references one by one; `process.env` itself is empty in the browser).
 */
export function firebaseEnv(): FirebaseEnv {
  return {
    GATSBY_FIREBASE_API_KEY: process.env.GATSBY_FIREBASE_API_KEY,
    GATSBY_FIREBASE_AUTH_DOMAIN: process.env.GATSBY_FIREBASE_AUTH_DOMAIN,
    GATSBY_FIREBASE_PROJECT_ID: process.env.GATSBY_FIREBASE_PROJECT_ID,
    GATSBY_FIREBASE_STORAGE_BUCKET: process.env.GATSBY_FIREBASE_STORAGE_BUCKET,
    GATSBY_FIREBASE_MESSAGING_SENDER_ID: process.env.GATSBY_FIREBASE_MESSAGING_SENDER_ID,
    GATSBY_FIREBASE_APP_ID: process.env.GATSBY_FIREBASE_APP_ID,
    GATSBY_FIREBASE_MEASUREMENT_ID: process.env.GATSBY_FIREBASE_MEASUREMENT_ID,
    GATSBY_RECAPTCHA_SITE_KEY: process.env.GATSBY_RECAPTCHA_SITE_KEY,
  }
}

/** Settings when every required variable is set; otherwise null, with the names that are missing. */
export function parseFirebaseSettings(env: FirebaseEnv): { settings: FirebaseSettings | null; missing: string[] } {
  const value = (name: string) => env[name]?.trim() || undefined
  const required = [...Object.values(REQUIRED), RECAPTCHA_SITE_KEY]
  const missing = required.filter((name) => !value(name))
  if (missing.length > 0) return { settings: null, missing }

  const options: FirebaseOptions = {}
  for (const [key, name] of Object.entries({ ...REQUIRED, ...OPTIONAL })) {
    const given = value(name)
    if (given) options[key as keyof FirebaseOptions] = given
  }
  return { settings: { options, recaptchaSiteKey: value(RECAPTCHA_SITE_KEY) as string }, missing: [] }
}
