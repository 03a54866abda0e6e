/**
 * Builds the site with a dummy Firebase configuration once, before firebase.spec.ts runs (the
 * "firebase" project depends on this one), and removes it after (firebase-site.teardown.ts). A build
 * takes about two minutes alone and several more beside three browser workers on two cores, so it
 * is a step of its own with its own time limit, not a hook inside a test's.
 */
import fs from "fs"
import path from "path"
import { test as setup } from "@playwright/test"
import { buildSiteWithFirebase, firebaseSiteDir, firebaseSiteKept } from "./firebase-site"

setup("build the site with Firebase configured", () => {
  setup.setTimeout(15 * 60_000)
  const site = firebaseSiteDir()
  if (firebaseSiteKept() && fs.existsSync(path.join(site, "public", "index.html"))) return
  buildSiteWithFirebase(site)
})
