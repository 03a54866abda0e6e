// How the Firebase start-up (start.ts, tracking.ts) runs its steps and reports what failed.

export const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Runs a start-up step, noting a failure by name instead of throwing. */
export const stepper =
  (failures: string[]) =>
  <T>(name: string, run: () => T): T | undefined => {
    try {
      return run()
    } catch (error) {
      failures.push(`${name} (${describe(error)})`)
      return undefined
    }
  }

/** One warning naming every step that failed; nothing when all went well. */
export const warnFailures = (failures: string[]) => {
  if (failures.length > 0) console.warn(`Firebase: ${failures.join("; ")} failed; the site works without it.`)
}
