/**
 * How the files in data/ become GraphQL types, in shapes an editor (and Decap CMS, which cannot edit
 * a file whose top level is a list) can work with, one file per language (`<name>.<language>.json`,
 * the layout Decap's i18n calls `multiple_files`):
 *
 * - `site/site.en.json`, `home-page/home-page.hi.json`, …: a page's copy or the site's settings, in a
 *   folder of its own named after it: one object → one record, typed after the folder (`SiteJson`).
 * - `faqs/faqs.en.json` = `{ "items": [ … ] }`: an ordered list kept in one file, in a folder of its
 *   own → one record per item, in list order (`FaqsJson`).
 * - `jobs/<slug>.kn.json`: a folder of records, one per file → typed after the folder (`JobsJson`).
 *
 * Every file sits in a folder so that Decap CMS can edit its languages side by side: Decap's i18n
 * (`multiple_files`) works on folder collections only; a page's folder is a collection of one entry.
 *
 * gatsby-transformer-json makes one node of DATA_FILE_TYPE per file; createRecords (onCreateNode)
 * makes the typed records from it, each with the `locale` its file name gives, so a query selects
 * one language: `siteJson(locale: { eq: $locale })`.
 */

import type { Node, NodeInput } from "gatsby"

/** The key that holds a list file's records. */
export const LIST_KEY = "items"

/** The type of the node gatsby-transformer-json makes for every data file; its records are typed after the file. */
export const DATA_FILE_TYPE = "DataFileJson"

export const pascalCase = (name: string) =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("")

export const isListFile = (object: unknown): object is { [LIST_KEY]: unknown[] } =>
  typeof object === "object" &&
  object !== null &&
  !Array.isArray(object) &&
  Object.keys(object).length === 1 &&
  Array.isArray((object as Record<string, unknown>)[LIST_KEY])

const LOCALE_SUFFIX = /\.([a-z]{2,3})\.json$/

/**
 * A data file's language and its name without it: `jobs/nurse.hi.json` → `{ locale: "hi", path:
 * "jobs/nurse.json" }`. A file without a language in its name has `locale: ""` (the content check
 * refuses it).
 */
export function dataFile(relativePath: string): { locale: string; path: string } {
  const match = LOCALE_SUFFIX.exec(relativePath)
  return match
    ? { locale: match[1], path: relativePath.slice(0, match.index) + ".json" }
    : { locale: "", path: relativePath }
}

/**
 * Whether a data file is a page's copy or a list in a folder of its own (`faqs/faqs.hi.json`), rather
 * than one record of a folder of records (`jobs/nurse.hi.json`).
 */
export function isOwnFolderFile(relativePath: string) {
  const parts = dataFile(relativePath)
    .path.replace(/\.json$/, "")
    .split("/")
  return parts.length === 2 && parts[0] === parts[1]
}

/**
 * The record type a data file's records have: after its folder if it is in one, else after its name.
 * `relativePath` is relative to data/ (`faqs/faqs.en.json`, `jobs/x.hi.json`); a folder may be given
 * as itself, `jobs/`.
 */
export function recordType(relativePath: string) {
  const { path } = dataFile(relativePath)
  const slash = path.lastIndexOf("/")
  return `${pascalCase(slash === -1 ? path.replace(/\.json$/, "") : path.slice(0, slash))}Json`
}

/** A record as the schema has it: a JSON `id` is `jsonId` (Gatsby keeps `id` for the node's id). */
export type FileRecord<T> = T extends { id: infer JsonId } ? Omit<T, "id"> & { jsonId: JsonId } : T

/**
 * A data file's records, in list order: one per item of a list file, else the file's object itself.
 * The build makes its nodes from them (createRecords); the CMS preview reads the same files through it.
 */
export function fileRecords<T extends object>(content: { [LIST_KEY]: readonly T[] }): Array<FileRecord<T>>
export function fileRecords<T extends object>(content: T): Array<FileRecord<T>>
export function fileRecords(content: unknown): Array<Record<string, unknown>> {
  const items: unknown[] = isListFile(content) ? content[LIST_KEY] : [content]
  return items.map((item) => {
    // an item that is not an object becomes an empty record, which validation then reports field by field
    const { id: jsonId, ...fields } = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>
    return { ...fields, ...(jsonId === undefined ? {} : { jsonId }) }
  })
}

/** gatsby-transformer-json's `typeName` option: every file is first a DataFileJson node. */
export const jsonTypeName = () => DATA_FILE_TYPE

/** What gatsby-transformer-json adds to a file's own keys. */
const NODE_KEYS = new Set(["id", "parent", "children", "internal"])

interface CreateNodeArgs {
  node: Node
  getNode: (id: string) => Node | undefined
  actions: {
    createNode: (node: NodeInput) => unknown
    createParentChildLink: (link: { parent: Node; child: NodeInput }) => unknown
  }
  createNodeId: (seed: string) => string
  createContentDigest: (input: string | object) => string
}

/** The value at `path` in a file's object, or undefined. */
const valueAt = (object: unknown, path: readonly string[]) =>
  path.reduce<unknown>(
    (value, key) => (typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined),
    object,
  )

/** A copy of `object` without the value at `path`. */
function without(object: Record<string, unknown>, path: readonly string[]): Record<string, unknown> {
  const [key, ...rest] = path
  if (!(key in object)) return object
  const { [key]: value, ...others } = object
  if (rest.length === 0) return others
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? { ...others, [key]: without(value as Record<string, unknown>, rest) }
    : object
}

/**
 * Where a type's data holds records of another type (`@records` in the content model, which heldRecords in
 * model.ts reads): the keys that lead there, and their type.
 */
export interface HeldRecords {
  path: string[]
  type: string
}

/** One record of a data file: its type, its fields, and in a list its item's key. */
export interface TypedRecord {
  type: string
  fields: Record<string, unknown>
  /**
   * In a list file, the item's `id`, else its place (`"3"`); in a list a page holds, its type before it
   * (`"FaqsJson 3"`): how a translation's record is matched to the English one.
   */
  item?: string
}

const itemKey = (fields: Record<string, unknown>, index: number) => String(fields.jsonId ?? index)

/**
 * A data file's records: its own (`fileRecords`, typed `type`), then those its page holds (`held`, the
 * `@records` fields of its type: Home's FAQs), one per item in list order, which the page's own record
 * then leaves out.
 */
export function typedRecords(
  content: Record<string, unknown>,
  type: string,
  held: readonly HeldRecords[] = [],
): TypedRecord[] {
  const own = held.reduce((rest, { path }) => without(rest, path), content)
  const list = isListFile(own)
  return [
    ...fileRecords(own).map((fields, index) => ({ type, fields, ...(list ? { item: itemKey(fields, index) } : {}) })),
    ...held.flatMap(({ path, type: heldType }) => {
      const value = valueAt(content, path)
      if (value === undefined || value === null) return []
      const items: unknown[] = Array.isArray(value) ? value : [value]
      return items.map((item, index) => {
        const fields = fileRecords(
          (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>,
        )[0]
        return {
          type: heldType,
          fields,
          ...(Array.isArray(value) ? { item: `${heldType} ${itemKey(fields, index)}` } : {}),
        }
      })
    }),
  ]
}

/** A data file node's own content, without what gatsby-transformer-json adds. */
export const fileContent = (node: Node) =>
  Object.fromEntries(Object.entries(node).filter(([key]) => !NODE_KEYS.has(key)))

/**
 * onCreateNode: a data file's records, as children of its node: one per item of a list file, in list
 * order, else the file's object itself, then the records its page holds (`heldIn`, the model's
 * `@records` fields of a type); a JSON `id` is kept as `jsonId`, and each gets its file's `locale`.
 */
export function createRecords(
  { node, getNode, actions, createNodeId, createContentDigest }: CreateNodeArgs,
  heldIn: (type: string) => readonly HeldRecords[] = () => [],
) {
  if (node.internal.type !== DATA_FILE_TYPE || !node.parent) return
  const relativePath = String(getNode(node.parent)?.relativePath)
  const fileType = recordType(relativePath)
  const { locale } = dataFile(relativePath)
  typedRecords(fileContent(node), fileType, heldIn(fileType)).forEach(({ type, fields }, index) => {
    const values = { ...fields, locale }
    const record: NodeInput = {
      ...values,
      id: createNodeId(`${node.id} [${index}] >>> JSON`),
      parent: node.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(values) },
    }
    actions.createNode(record)
    actions.createParentChildLink({ parent: node, child: record })
  })
}
