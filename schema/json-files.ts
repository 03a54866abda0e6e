/**
 * How the files in data/ become GraphQL types, in shapes an editor (and Decap CMS, which cannot edit
 * a file whose top level is a list) can work with:
 *
 * - `site.json`, `home-page.json`, …: one object → one node, type named after the file (`SiteJson`).
 * - `faqs.json` = `{ "items": [ … ] }`: an ordered list kept in one file → one node per item, in
 *   list order, typed after the file (`FaqsJson`), exactly as a top-level array used to be.
 * - `jobs/<slug>.json`: one record per file in a folder → typed after the folder (`JobsJson`).
 */

import type { Node, NodeInput } from "gatsby"

/** The key that holds a list file's records. */
export const LIST_KEY = "items"

/** The type of the node gatsby-transformer-json makes for a list file itself; its items become the records. */
export const LIST_FILE_TYPE = "ListFileJson"

export const pascalCase = (name: string) =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("")

/** The fields of gatsby-source-filesystem's File node that name a data file. */
interface FileNode {
  /** Relative to data/, with `/` on every platform: `faqs.json`, `jobs/<slug>.json`. */
  relativePath: string
}

export const isListFile = (object: unknown): object is { [LIST_KEY]: unknown[] } =>
  typeof object === "object" &&
  object !== null &&
  !Array.isArray(object) &&
  Object.keys(object).length === 1 &&
  Array.isArray((object as Record<string, unknown>)[LIST_KEY])

/**
 * The record type a data file's records have: after its folder if it is in one, else after its name.
 * `relativePath` is relative to data/; a folder of records may be given as itself, `jobs/`.
 */
export function recordType(relativePath: string) {
  const slash = relativePath.lastIndexOf("/")
  return `${pascalCase(slash === -1 ? relativePath.replace(/\.json$/, "") : relativePath.slice(0, slash))}Json`
}

/** gatsby-transformer-json's `typeName` option. */
export const jsonTypeName = ({ node, object }: { node: FileNode; object: unknown }) =>
  !node.relativePath.includes("/") && isListFile(object) ? LIST_FILE_TYPE : recordType(node.relativePath)

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

/**
 * onCreateNode: a list file's items become records as gatsby-transformer-json makes them from a
 * top-level array (a JSON `id` is kept as `jsonId`), children of the list file's node.
 */
export function createListRecords({ node, getNode, actions, createNodeId, createContentDigest }: CreateNodeArgs) {
  if (node.internal.type !== LIST_FILE_TYPE || !node.parent) return
  const file = getNode(node.parent)
  const type = recordType(String(file?.relativePath))
  const items = node[LIST_KEY] as unknown[]
  items.forEach((item, index) => {
    // an item that is not an object becomes an empty record, which validation then reports field by field
    const { id: jsonId, ...fields } = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>
    const values = { ...fields, ...(jsonId === undefined ? {} : { jsonId }) }
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
