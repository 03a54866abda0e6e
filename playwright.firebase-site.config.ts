import os from "os"
import path from "path"
import { defineConfig } from "@playwright/test"

/**
 * `npm run build:firebase-site`: builds the Firebase-configured copy of the site that firebase.spec.ts
 * serves and cms.spec.ts builds its edits over (__tests__/e2e/firebase-site.ts), before the browser tests
 * start. `npm test` runs it beside test:builds, whose builds leave part of a core idle, so the browser
 * tests, which keep both cores busy, no longer build it themselves. Only with FIREBASE_SITE_DIR set (npm
 * test sets one for its run): the browser tests' global setup removes any other copy.
 */
export default defineConfig({
  testDir: "./__tests__/e2e",
  testMatch: /firebase-site\.setup\.ts$/,
  // not test-results/, which Jest's reports share with this step in npm test
  outputDir: path.join(os.tmpdir(), "firebase-site-setup-results"),
  timeout: 15 * 60_000,
  reporter: "list",
})
