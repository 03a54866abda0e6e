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

/** The script files of a lazy chunk group ("firebase", "firebase-tracking"), from the build's webpack stats. */
export function chunkGroupFiles(publicDir: string, group: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
  return (stats.namedChunkGroups[group]?.assets ?? [])
    .map((asset: { name: string }) => asset.name)
    .filter((name: string) => name.endsWith(".js"))
}
