export type FirebaseConfigState = "complete" | "partial" | "none"

/**
 * Which of the required build-time variables are set, without carrying their values into the
 * first-load bundle: Gatsby inlines each `process.env.GATSBY_*` reference and the minifier folds
 * `!!"…"` to a constant. The values themselves are read in config.ts, in the lazy chunk.
 */
export function firebaseConfigState(): FirebaseConfigState {
  const given = [
    !!process.env.GATSBY_FIREBASE_API_KEY,
    !!process.env.GATSBY_FIREBASE_AUTH_DOMAIN,
    !!process.env.GATSBY_FIREBASE_PROJECT_ID,
    !!process.env.GATSBY_FIREBASE_APP_ID,
    !!process.env.GATSBY_FIREBASE_MEASUREMENT_ID,
    !!process.env.GATSBY_RECAPTCHA_SITE_KEY,
  ].filter(Boolean).length
  return given === 6 ? "complete" : given > 0 ? "partial" : "none"
}
