const FIREBASE_CODE = /^(app|app-check|appCheck|analytics|auth|installations|performance)\//
const NETWORK_FAILURE = /^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)$/

/**
 * True for errors Firebase itself leaves unhandled: its FirebaseErrors (by name or service code),
 * and the raw fetch TypeError that Installations lets through when its host is unreachable
 * (firebase-js-sdk#4922) — recognised by a stack that runs through one of Firebase's own scripts.
 */
export function isFirebaseError(reason: unknown, firebaseScripts: readonly string[]): boolean {
  if (!reason || typeof reason !== "object") return false
  const { name, code, message, stack } = reason as {
    name?: unknown
    code?: unknown
    message?: unknown
    stack?: unknown
  }
  if (name === "FirebaseError") return true
  if (typeof code === "string" && FIREBASE_CODE.test(code)) return true
  return (
    reason instanceof TypeError &&
    typeof message === "string" &&
    NETWORK_FAILURE.test(message) &&
    typeof stack === "string" &&
    firebaseScripts.some((script) => stack.includes(script))
  )
}

/** Script URLs fetched since `since` (a performance.now() time): the chunks a dynamic import loaded. */
export function scriptsLoadedSince(since: number): string[] {
  if (typeof performance === "undefined" || typeof performance.getEntriesByType !== "function") return []
  return performance
    .getEntriesByType("resource")
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script" && entry.startTime >= since)
    .map((entry) => entry.name)
}
