import { test } from "@playwright/test"
import { firebaseSiteDir, firebaseSiteKept, siteWithFirebase } from "./firebase-site"

// Run by `npm run build:firebase-site` (playwright.firebase-site.config.ts), not by the browser tests.
test("the Firebase-configured copy is built for the browser tests", async () => {
  if (!firebaseSiteKept())
    throw new Error("Set FIREBASE_SITE_DIR: without it the browser tests' global setup removes the copy built here")
  test.setTimeout(15 * 60_000)
  await siteWithFirebase()
  console.log(`Built in ${firebaseSiteDir()}`)
})
