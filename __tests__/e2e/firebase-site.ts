import { createHash } from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { copyProject, gatsbyBuild } from "../helpers/site-copy"

/** A complete but fake configuration: the SDK starts, and every request it makes fails. */
const dummyFirebaseEnv = {
  GATSBY_FIREBASE_API_KEY: "AIzaSyE2E-dummy-key-000000000000000000",
  GATSBY_FIREBASE_AUTH_DOMAIN: "lifelane-e2e.firebaseapp.com",
  GATSBY_FIREBASE_PROJECT_ID: "lifelane-e2e",
  GATSBY_FIREBASE_APP_ID: "1:000000000000:web:0000000000000000000000",
  GATSBY_FIREBASE_MEASUREMENT_ID: "G-E2E0000000",
  GATSBY_RECAPTCHA_SITE_KEY: "6LeE2E-dummy-site-key-000000000000000000",
}

/** The site's address in the copy's settings file. */
export const FIREBASE_SITE_URL = "https://lifelane-e2e.example"

const envFile = (variables: Record<string, string>) =>
  Object.entries({ ...variables, GATSBY_SITE_URL: FIREBASE_SITE_URL })
    .map(([name, value]) => `${name}=${value}\n`)
    .join("")

/**
 * Where the Firebase-configured copy is built: FIREBASE_SITE_DIR (kept between runs while working on
 * the spec), else a folder in the system's temporary directory named after this checkout, so two
 * checkouts never share one.
 */
export const firebaseSiteDir = () =>
  process.env.FIREBASE_SITE_DIR ??
  path.join(
    os.tmpdir(),
    `firebase-site-${createHash("sha256").update(path.resolve(__dirname)).digest("hex").slice(0, 8)}`,
  )

/** Whether the copy is kept between runs (FIREBASE_SITE_DIR set), rather than built anew and removed. */
export const firebaseSiteKept = () => process.env.FIREBASE_SITE_DIR !== undefined

/** Written into the copy once its build has finished: a copy without it is half-built or from an older run. */
const BUILT_STAMP = ".e2e-built"

/**
 * The Firebase-configured copy's public/, built on first use in a run: the site built with the dummy
 * configuration in a copy of the project, so the main build in public/ (used by every other browser
 * test) stays untouched. A retry's new worker finds it built; global-setup.ts removes it before and
 * after the run (unless FIREBASE_SITE_DIR keeps it).
 */
export function siteWithFirebase(): string {
  const site = firebaseSiteDir()
  const publicDir = path.join(site, "public")
  if (fs.existsSync(path.join(site, BUILT_STAMP))) return publicDir
  fs.rmSync(site, { recursive: true, force: true })
  copyProject("firebase-site-", site)
  // In .env.production, as .env.example tells a deployer, rather than in the build's environment: the
  // pages' scripts, the hosting adapter's policy and the site's address must all read it from there.
  fs.writeFileSync(path.join(site, ".env.production"), envFile(dummyFirebaseEnv))
  const { status, output } = gatsbyBuild(site)
  if (status !== 0) {
    fs.rmSync(site, { recursive: true, force: true })
    throw new Error(`gatsby build with Firebase configured failed:\n${output.slice(-4000)}`)
  }
  fs.writeFileSync(path.join(site, BUILT_STAMP), new Date().toISOString())
  return publicDir
}

/** Removes the Firebase-configured copy, unless FIREBASE_SITE_DIR keeps it between runs. */
export function removeSiteWithFirebase(): void {
  if (!firebaseSiteKept()) fs.rmSync(firebaseSiteDir(), { recursive: true, force: true })
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
