import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const root = path.resolve(__dirname, "..", "..")

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
 * the main build in public/ (used by every other browser test) stays untouched. Gatsby compiles
 * its config files itself and will not follow symlinks to them: the sources are copied, only the
 * installed packages linked. Returns the copy's folder; its public/ holds the build.
 */
export function buildSiteWithFirebase(site = fs.mkdtempSync(path.join(os.tmpdir(), "firebase-site-"))): string {
  fs.mkdirSync(site, { recursive: true })
  const gatsbyFiles = fs.readdirSync(root).filter((name) => /^gatsby-(config|node|browser|ssr)\.[jt]sx?$/.test(name))
  for (const entry of [...gatsbyFiles, "package.json", "tsconfig.json", "src", "data", "static"]) {
    if (fs.existsSync(path.join(root, entry))) fs.cpSync(path.join(root, entry), path.join(site, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(site, "node_modules"))

  const result = spawnSync(process.execPath, [require.resolve("gatsby/cli"), "build"], {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, ...dummyFirebaseEnv, CI: "true", NO_COLOR: "1", GATSBY_TELEMETRY_DISABLED: "1" },
  })
  if (result.status !== 0) {
    fs.rmSync(site, { recursive: true, force: true })
    throw new Error(`gatsby build with Firebase configured failed:\n${`${result.stdout}\n${result.stderr}`.slice(-4000)}`)
  }
  return site
}

/** The files of the lazy "firebase" chunk group, from the build's webpack stats. */
export function firebaseChunkFiles(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
  return (stats.namedChunkGroups.firebase?.assets ?? []).map((asset: { name: string }) => asset.name).filter((name: string) => name.endsWith(".js"))
}
