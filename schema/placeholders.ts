import fs from "fs"
import path from "path"

/**
 * Facts only the company can supply (the Grievance Officer's name, a street address, real e-mail
 * addresses and store links) are held in data/ as clearly marked placeholders until it does. The build
 * lists every one still there, as the checklist for whoever launches the site. A value is a placeholder
 * when it:
 * - carries the marker `[Placeholder: …]`, for text a visitor reads;
 * - names a domain or app id reserved for examples (RFC 2606, RFC 6761): `support@example.com`,
 *   `https://apps.apple.com/in/app/example`, `com.example.app`;
 * - is a phone number whose subscriber number is all zeros (`+91 80 0000 0000`), which no one can be
 *   called at, for numbers that must keep their format (tel: links).
 * A form's `placeholder` field is the hint shown in an empty box ("you@example.com"), not a fact: skipped.
 */

export interface Placeholder {
  /** Relative to the project: `data/grievance-officer/`. */
  file: string
  /** Where in the file: `name`, `items[0].email`, `address.streetAddress`, `items[accuracy].basis` (a figure, by its key). */
  field: string
  value: string
}

export const PLACEHOLDER_MARKER = /\[placeholder\b[^\]]*\]/gi
const EXAMPLE_NAME = /(?:^|[^a-z0-9])example(?:[^a-z0-9]|$)/i
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\S+|[^\s@]+@[^\s@]+\.[a-z]+|[a-z0-9-]+(?:\.[a-z0-9-]+)+)$/i
const PHONE = /^\+?[\d\s()-]{8,}$/
const SKIPPED_KEYS = new Set(["placeholder"])

/**
 * The placeholders in one text: each marker, each example address (also inside Markdown:
 * `[write to us](mailto:security@example.com)`), or the whole text if it is an unreachable phone number.
 */
export function placeholdersOf(text: string): string[] {
  const found = [...text.matchAll(PLACEHOLDER_MARKER)].map((match) => match[0])
  const tokens = text.split(/[\s()<>[\]"']+/).map((token) => token.replace(/[.,;:!?*_]+$/, ""))
  found.push(...tokens.filter((token) => ADDRESS.test(token) && EXAMPLE_NAME.test(token)))
  const trimmed = text.trim()
  if (PHONE.test(trimmed) && /0{8}$/.test(trimmed.replace(/\D/g, ""))) found.push(trimmed)
  return [...new Set(found)]
}

/** A list item's place in a field's path: its key where it has one in words (`items[accuracy]`, a figure), else its index. */
const itemKey = (item: unknown, index: number) => {
  const id = typeof item === "object" && item !== null ? (item as Record<string, unknown>).id : undefined
  return typeof id === "string" && id !== "" ? id : String(index)
}

/** Every placeholder in one parsed data file, with the path of the field that holds it. */
export function placeholdersIn(value: unknown, file: string, field = ""): Placeholder[] {
  if (typeof value === "string") return placeholdersOf(value).map((found) => ({ file, field, value: found }))
  if (Array.isArray(value))
    return value.flatMap((item, index) => placeholdersIn(item, file, `${field}[${itemKey(item, index)}]`))
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      SKIPPED_KEYS.has(key) ? [] : placeholdersIn(item, file, field ? `${field}.${key}` : key),
    )
  }
  return []
}

/** Every placeholder in the JSON files of a data folder and its subfolders, in file order. */
export function findPlaceholders(dataDir: string, root = path.dirname(dataDir)): Placeholder[] {
  return fs
    .readdirSync(dataDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => {
      const full = path.join(dataDir, file)
      const relative = path.relative(root, full).split(path.sep).join("/")
      return placeholdersIn(JSON.parse(fs.readFileSync(full, "utf8")), relative)
    })
}

/** One line of the build's lists per placeholder: `  - data/<file> <field>: <value>`. */
export const placeholderLines = (placeholders: readonly Placeholder[]) =>
  placeholders.map(({ file, field, value }) => `  - ${file} ${field}: ${value}`)

/** The build's warning: one line per placeholder, or nothing when every fact is filled in. */
export function placeholderWarning(placeholders: readonly Placeholder[]): string | undefined {
  if (placeholders.length === 0) return undefined
  return [
    `${placeholders.length} placeholder${placeholders.length > 1 ? "s" : ""} still in data/: replace ${placeholders.length > 1 ? "them" : "it"} with the company's real details before launch.`,
    ...placeholderLines(placeholders),
  ].join("\n")
}
