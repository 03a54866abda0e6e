// Removes the Firebase-configured copy once firebase.spec.ts has run, unless FIREBASE_SITE_DIR keeps it.
import fs from "fs"
import { test as teardown } from "@playwright/test"
import { firebaseSiteDir, firebaseSiteKept } from "./firebase-site"

teardown("remove the Firebase-configured build", () => {
  if (!firebaseSiteKept()) fs.rmSync(firebaseSiteDir(), { recursive: true, force: true })
})
