import { removeSiteWithFirebase } from "./firebase-site"

/**
 * Before the browser tests: no Firebase-configured copy left from an earlier run (firebase-site.ts
 * builds it on first use, for firebase.spec.ts and cms.spec.ts's next build), but what the builds in its folder
 * compiled (the host builds of `npm run test:builds` just before, in `npm test`). The function returned runs after
 * them all (Playwright's global teardown) and removes the folder, so a retry of firebase.spec.ts still finds the
 * copy built.
 */
export default function globalSetup() {
  removeSiteWithFirebase({ compiled: true })
  return () => removeSiteWithFirebase()
}
