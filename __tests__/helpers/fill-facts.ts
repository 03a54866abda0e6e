import fs from "fs"
import path from "path"
import { placeholdersOf } from "../../schema/placeholders"

/** What a filled-in fact reads in a test: no marker, no reserved example name, no all-zero number. */
const FILLED_TEXT = "Filled in for the launch test"
const FILLED_NAME = "lifelane-test"
const FILLED_PHONE = "+91 80 4123 4567"

/** One text with each of its placeholders (schema/placeholders.ts) replaced by a test value of the same kind. */
export function fillText(text: string): string {
  return placeholdersOf(text).reduce((filled, found) => {
    if (found.startsWith("[")) return filled.split(found).join(FILLED_TEXT)
    if (/^\+?[\d\s()-]+$/.test(found)) return filled.split(found).join(FILLED_PHONE)
    return filled.split(found).join(found.replace(/example/gi, FILLED_NAME))
  }, text)
}

function fillValue(value: unknown, key: string, reviewedOn: string): unknown {
  if (key === "reviewedOn" && typeof value === "string") return reviewedOn
  if (key === "placeholder") return value // a form's hint, not a fact
  if (typeof value === "string") return fillText(value)
  if (Array.isArray(value)) return value.map((item) => fillValue(item, "", reviewedOn))
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, fillValue(item, k, reviewedOn)]))
  return value
}

/**
 * Does what the company does before launch, in a copy's data folder: every placeholder filled in with a
 * test value and every health or legal page reviewed on `reviewedOn` (YYYY-MM-DD), so a production build
 * passes the launch gate (schema/launch-gate.ts).
 */
export function fillFacts(dataDir: string, reviewedOn: string): void {
  for (const file of fs.readdirSync(dataDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".json")) continue
    const full = path.join(dataDir, file)
    const data = JSON.parse(fs.readFileSync(full, "utf8"))
    fs.writeFileSync(full, `${JSON.stringify(fillValue(data, "", reviewedOn), null, 2)}\n`)
  }
}
