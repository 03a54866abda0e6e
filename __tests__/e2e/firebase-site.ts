import fs from "fs"
import path from "path"
import {
  emptyCopy,
  gatsbyBuild,
  lockCopy,
  renewCopy,
  sharedCopyDir,
  tryLockCopy,
  unlockCopy,
} from "../helpers/site-copy"

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
 * the spec), else the copy of the project that the host builds of `npm run test:builds` built in just
 * before (sharedCopyDir), so this build compiles only what its settings change.
 */
export const firebaseSiteDir = () => process.env.FIREBASE_SITE_DIR ?? sharedCopyDir()

/** Whether the copy is kept between runs (FIREBASE_SITE_DIR set), rather than built anew and removed. */
export const firebaseSiteKept = () => process.env.FIREBASE_SITE_DIR !== undefined

/** Written into the copy once its build has finished: a copy without it is half-built or from an older run. */
const BUILT_STAMP = ".e2e-built"
/** The copy's public/ as built, which the tests serve: a later build in the copy (cms.spec's) leaves it be. */
const SERVED = "served"

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The Firebase-configured copy's public/ (as first built), built on first use in a run: the site
 * built with the dummy configuration in a copy of the project, so the main build in public/ (used by
 * every other browser test) stays untouched. Built once per run by whichever worker asks first
 * (firebase.spec.ts, started first; cms.spec.ts builds its edits over it): another that asks meanwhile
 * waits for it. A retry's new worker finds it built; global-setup.ts removes it before and after the run
 * (unless FIREBASE_SITE_DIR keeps it).
 */
export async function siteWithFirebase(): Promise<string> {
  const site = firebaseSiteDir()
  const served = path.join(site, SERVED)
  for (;;) {
    if (fs.existsSync(path.join(site, BUILT_STAMP))) return served
    if (tryLockCopy(site)) break
    await sleep(1000) // another worker builds it
  }
  try {
    if (fs.existsSync(path.join(site, BUILT_STAMP))) return served
    renewCopy(site)
    // In .env.production, as .env.example tells a deployer, rather than in the build's environment: the
    // pages' scripts, the hosting adapter's policy and the site's address must all read it from there.
    fs.writeFileSync(path.join(site, ".env.production"), envFile(dummyFirebaseEnv))
    const { status, output } = gatsbyBuild(site)
    if (status !== 0) {
      emptyCopy(site)
      throw new Error(`gatsby build with Firebase configured failed:\n${output.slice(-4000)}`)
    }
    fs.cpSync(path.join(site, "public"), served, { recursive: true })
    fs.writeFileSync(path.join(site, BUILT_STAMP), new Date().toISOString())
    return served
  } finally {
    unlockCopy(site)
  }
}

/**
 * The Firebase-configured copy built again with the content in `dataDir` as its data/, over its first
 * build (`gatsby build` without a clean, so only what the content changed is built again), as one
 * worker at a time; returns the build's exit status, its output and its public/. The copy's data/ is
 * its own again afterwards, and what its tests serve is untouched.
 */
export async function buildSiteWithFirebaseOver(dataDir: string) {
  const site = firebaseSiteDir()
  await siteWithFirebase()
  await lockCopy(site)
  const data = path.join(site, "data")
  const own = path.join(site, "data-as-built")
  try {
    fs.renameSync(data, own)
    fs.cpSync(dataDir, data, { recursive: true })
    return { ...gatsbyBuild(site, {}, undefined, { clean: false }), publicDir: path.join(site, "public") }
  } finally {
    fs.rmSync(data, { recursive: true, force: true })
    fs.renameSync(own, data)
    unlockCopy(site)
  }
}

/**
 * Removes the Firebase-configured copy, unless FIREBASE_SITE_DIR keeps it between runs; with `compiled`, keeps
 * what the builds in it compiled (the host builds' before the browser tests, so the Firebase build starts warm).
 * Leaves it alone while a live process holds its lock (the host builds of a `test:builds` run beside this one,
 * which empty it themselves); a lock whose holder has gone is taken over.
 */
export function removeSiteWithFirebase({ compiled = false }: { compiled?: boolean } = {}): void {
  const site = firebaseSiteDir()
  if (!tryLockCopy(site)) return
  if (!firebaseSiteKept()) emptyCopy(site, { compiled })
  unlockCopy(site)
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
