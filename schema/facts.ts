import { placeholdersOf } from "./placeholders"

/**
 * A company fact a visitor acts on (a store link, a WhatsApp number, a social profile) is left out while
 * it is a placeholder, in every build: a visitor of a preview sees no badge rather than a badge that leads
 * to an example app. The launch gate (launch-gate.ts) still holds a production deploy until it is filled.
 */

/** Whether a value is a fact the company has given: not empty, and no placeholder in it. */
export const isFact = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "" && placeholdersOf(value).length === 0

/**
 * `@fact` on an optional String field of the content model: a query reads the value, or null while it
 * is a placeholder (or empty), so the component that shows it leaves its block out.
 */
export const factExtension = {
  name: "fact",
  extend: () => ({
    resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) => {
      const value = source[info.fieldName]
      return isFact(value) ? value : null
    },
  }),
}
