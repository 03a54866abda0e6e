import fs from "fs"
import path from "path"
import { copyProject, gatsbyBuild } from "../helpers/site-copy"

/** A complete but fake configuration: the SDK starts, and every request it makes fails. */
export const dummyFirebaseEnv = {
  GATSBY_FIREBASE_API_KEY: "AIzaSyE2E-dummy-key-000000000000000000",
  GATSBY_FIREBASE_AUTH_DOMAIN: "lifelane-e2e.firebaseapp.com",
  GATSBY_FIREBASE_PROJECT_ID: "lifelane-e2e",
  GATSBY_FIREBASE_APP_ID: "1:000000000000:web:0000000000000000000000",
  GATSBY_FIREBASE_MEASUREMENT_ID: "G-E2E0000000",
  GATSBY_RECAPTCHA_SITE_KEY: "6LeE2E-dummy-site-key-000000000000000000",
}

/**
 * Builds the site with the dummy Firebase configuration in a temporary copy of the project, so
 * the main build in public/ (used by every other browser test) stays untouched. Returns the copy's
 * folder; its public/ holds the build.
 */
export function buildSiteWithFirebase(site?: string): string {
  const copy = copyProject("firebase-site-", site)
  const { status, output } = gatsbyBuild(copy, dummyFirebaseEnv)
  if (status !== 0) {
    fs.rmSync(copy, { recursive: true, force: true })
    throw new Error(`gatsby build with Firebase configured failed:\n${output.slice(-4000)}`)
  }
  return copy
}

/** The script files whose source maps hold `source` (a path in the project): how an unnamed chunk is found. */
export function chunksHolding(publicDir: string, source: string): string[] {
  return fs
    .readdirSync(publicDir)
    .filter((file) => file.endsWith(".js.map"))
    .filter((file) => {
      const { sources = [] } = JSON.parse(fs.readFileSync(path.join(publicDir, file), "utf8")) as { sources?: string[] }
      return sources.some((name) => name.endsWith(`/${source}`))
    })
    .map((file) => file.slice(0, -".map".length))
}
