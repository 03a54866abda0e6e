import {
  Kind,
  parse,
  print,
  visit,
  type ConstDirectiveNode,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
  type TypeNode,
} from "graphql"
import { calendarDateExtension } from "./calendar-date"
import { markdownExtension } from "./markdown"
import { labelsExtension } from "./labels"
import { factExtension } from "./facts"
import { DATA_FILE_TYPE, recordType, type HeldRecords } from "./json-files"

/**
 * The one reader of the content model (schema/content-model/): the validator, the CMS configuration
 * and their tests ask it which fields a type has, of which type, required or not, and what the
 * directives say about them, instead of each walking the GraphQL SDL.
 */

/**
 * Directives without arguments that tell the tools how to treat a field, each with the field types it
 * may stand on; Gatsby needs them only registered. A new hint (`translatable: ["String"]`) is one
 * more line here, and with it a boolean of every field.
 */
const FIELD_HINTS = {
  // sentences rather than a line: a multi-line box in the CMS
  multiline: ["String"],
  // Markdown (headings, lists, links, emphasis): the CMS's Markdown editor, rendered to HTML at build time
  markdown: ["String"],
  // the same in every language (a slug, a link, an icon's name, a figure): kept from the English file;
  // other text is translated, and numbers, dates and yes/no fields are always shared
  shared: ["String", "ID"],
  // a figure with words ("< 2h", "1 in 20"): translated, but its numbers stay those of the English
  figure: ["String"],
  // plain text that names a control the reader sees by reference, `{label:accept}`, filled at build
  // time with the control's own words (schema/labels.ts); Markdown takes references without it
  labels: ["String"],
  // text (plain or Markdown) that names figures of data/figures/ by reference, `{figure:partners}`, each
  // shown with its mark and source (src/lib/figures.ts): its page lists them; a figure written out is refused
  figures: ["String"],
  // a company fact a visitor acts on (a store link, a WhatsApp number): read as null while it is a
  // placeholder, so its block is left out (schema/facts.ts); the field must be optional
  fact: ["String"],
} satisfies Record<string, string[]>

type FieldHint = keyof typeof FIELD_HINTS

const HINT_NAMES = Object.keys(FIELD_HINTS) as FieldHint[]

/** Hints that change what a query reads (the rest need only registering). */
const RESOLVING_EXTENSIONS = [calendarDateExtension, markdownExtension, labelsExtension, factExtension]

/** Every field directive of the content model that is not Gatsby's own, as createFieldExtension takes it. */
export const fieldExtensions = [
  ...RESOLVING_EXTENSIONS,
  ...HINT_NAMES.filter((name) => !RESOLVING_EXTENSIONS.some((extension) => extension.name === name)).map((name) => ({
    name,
    extend: () => ({}),
  })),
]

/**
 * `@records` on a field of a page's copy that holds records of another type (`items: [FaqsJson!]! @records`,
 * `notFound: NotFoundPageJson @records`): they are kept in the page's file, so the CMS edits them with
 * the page, and the build makes them records of their own (schema/json-files.ts), as if from a file of
 * their own. Gatsby never sees the field: queries read the records as before (`allFaqsJson`).
 */
const RECORDS_DIRECTIVE = "records"

/** Gatsby's own field directives (gatsby/dist/schema/extensions). */
const GATSBY_FIELD_DIRECTIVES = ["link", "dateformat", "fileByRelativePath", "proxy"]

/**
 * Directives on a type: Gatsby's own, and `@label`, which Gatsby passes over (it reads only its own
 * on a type, convertDirectivesToExtensions in gatsby/dist/schema/schema.js), so it needs no registration.
 */
const TYPE_DIRECTIVES = ["infer", "dontInfer", "mimeTypes", "childOf", "nodeInterface", "label"]

/** Types a field may have without the model defining them: GraphQL's scalars and Gatsby's. */
const OUTSIDE_TYPES = ["String", "ID", "Int", "Float", "Boolean", "Date", "File"]

/** What Gatsby fills on a node rather than the data file: the Node's id, and the fields gatsby-node adds. */
const GATSBY_NODE_FIELDS = ["id", "fields", "locale"]

/** The field every record gets from its file's name (`site.hi.json` → "hi"), added to the model's SDL for Gatsby. */
const LOCALE_FIELD = parse(`type T { "the language of the record's file: en, hi or kn" locale: String! }`)
  .definitions[0] as ObjectTypeDefinitionNode

/**
 * The content model's SDL as Gatsby gets it: every record type (a Node but the files' own) also has `locale`;
 * a `@records` field is left out, its records being nodes of their own.
 */
export function withLocaleField(sdl: string): string {
  return print(
    visit(parse(sdl), {
      ObjectTypeDefinition(definition) {
        const isRecord =
          definition.name.value !== DATA_FILE_TYPE &&
          definition.interfaces?.some((named) => named.name.value === "Node")
        const fields = (definition.fields ?? []).filter(
          (field) => !field.directives?.some((directive) => directive.name.value === RECORDS_DIRECTIVE),
        )
        return { ...definition, fields: isRecord ? [...fields, ...LOCALE_FIELD.fields!] : fields }
      },
    }),
  )
}

/** Whether editors write a field per language: text that is not `@shared` nor a link to another record. */
export const isTranslated = (field: ModelField) =>
  (field.type === "String" || field.type === "ID") && !field.shared && !field.link

/** Whether a field holds text written per language: itself, or a field of the object or list it holds. */
export function holdsTranslatedText(field: ModelField, model: ContentModel, seen = new Set<string>()): boolean {
  const nested = model.types.get(field.type)
  if (!nested || field.link) return isTranslated(field)
  if (seen.has(nested.name)) return false
  seen.add(nested.name)
  return nested.fields.some((inner) => holdsTranslatedText(inner, model, seen))
}

/** Whether a type's records have text written per language (a settings file without text has English only). */
export const hasTranslatedText = (type: ModelType, model: ContentModel) =>
  type.fields.some((field) => holdsTranslatedText(field, model))

/** Every `@records` field of a type's data, in nested objects too (`faq.items` of HomePageJson). */
export function heldRecords(model: ContentModel, typeName: string, at: string[] = []): HeldRecords[] {
  return (model.types.get(typeName)?.fields ?? []).flatMap((field) => {
    if (field.records) return [{ path: [...at, field.key], type: field.type }]
    if (field.list || field.link || !model.types.has(field.type)) return []
    return heldRecords(model, field.type, [...at, field.key])
  })
}

export interface ModelField extends Record<FieldHint, boolean> {
  /** The name GraphQL and Gatsby's nodes use: `jsonId`. */
  name: string
  /** The key in the data file: `id` for a record's `jsonId` (gatsby-transformer-json keeps `id` for the node). */
  key: string
  /** The named type, whether the field is a list or not: `String`, `Date`, `IconCard`, `ProductsJson`. */
  type: string
  list: boolean
  /** `!`: an editor must fill it. */
  required: boolean
  /** `[… !]`: each item of a list must be filled. */
  itemsRequired: boolean
  description?: string
  /**
   * `@link(by: "slug")`: the data holds the `by` field of a record of type `type`, not the record;
   * `key` is that field's key in the record's data file.
   */
  link?: { type: string; by: string; key: string }
  /** `@records`: records of a type of their own (`type`, a Node), kept in this file; the build makes them nodes. */
  records: boolean
}

export interface ModelType {
  name: string
  description?: string
  /** `@label(text: "News item")`: what one record is called where its type's name would not do. */
  label?: string
  /** The fields a data file holds, in the model's order (not what Gatsby fills on a node). */
  fields: ModelField[]
}

export interface ContentModel {
  /** Every object type of the model by name. */
  types: ReadonlyMap<string, ModelType>
  /**
   * The type of a data file's records, by its path in data/: `faqs.json`, `jobs/<slug>.json`, or a
   * folder of records as `jobs/`. Fails naming the file when the model has no such type.
   */
  typeOfFile(relativePath: string): ModelType
}

const where = (type: ObjectTypeDefinitionNode, field?: FieldDefinitionNode) =>
  field ? `${type.name.value}.${field.name.value}` : type.name.value

const stringArgument = (directive: ConstDirectiveNode | undefined, name: string) => {
  const value = directive?.arguments?.find((argument) => argument.name.value === name)?.value
  return value?.kind === Kind.STRING ? value.value : undefined
}

function checkDirectives(directives: readonly ConstDirectiveNode[] | undefined, known: string[], at: string) {
  for (const directive of directives ?? []) {
    if (!known.includes(directive.name.value))
      throw new Error(
        `Unknown directive @${directive.name.value} on ${at} in the content model (schema/content-model/)`,
      )
  }
}

const isNode = (type: ObjectTypeDefinitionNode) =>
  type.interfaces?.some((iface) => iface.name.value === "Node") ?? false

/** The fields of a type that a data file holds. */
const dataFields = (type: ObjectTypeDefinitionNode) =>
  (type.fields ?? []).filter((field) => !(isNode(type) && GATSBY_NODE_FIELDS.includes(field.name.value)))

/** A field's key in the data file: a record's JSON `id` is `jsonId` on its node, `id` being the node's. */
const keyOf = (type: ObjectTypeDefinitionNode, name: string) => (isNode(type) && name === "jsonId" ? "id" : name)

const unwrap = (type: TypeNode) =>
  type.kind === Kind.NON_NULL_TYPE ? { required: true, inner: type.type } : { required: false, inner: type }

/** A field's type: `[IconCard!]!` → IconCard, a list, required, items required. */
function shape(type: TypeNode, at: string): Pick<ModelField, "type" | "list" | "required" | "itemsRequired"> {
  const { required, inner } = unwrap(type)
  if (inner.kind === Kind.NAMED_TYPE) return { type: inner.name.value, list: false, required, itemsRequired: false }
  const item = unwrap(inner.type)
  if (item.inner.kind !== Kind.NAMED_TYPE) throw new Error(`${at} is a list of lists, which no tool reads`)
  return { type: item.inner.name.value, list: true, required, itemsRequired: item.required }
}

function readField(
  owner: ObjectTypeDefinitionNode,
  definition: FieldDefinitionNode,
  definitions: ReadonlyMap<string, ObjectTypeDefinitionNode>,
): ModelField {
  const at = where(owner, definition)
  const directives = definition.directives ?? []
  checkDirectives(
    directives,
    [...GATSBY_FIELD_DIRECTIVES, RECORDS_DIRECTIVE, ...fieldExtensions.map((extension) => extension.name)],
    at,
  )
  const has = (name: string) => directives.some((directive) => directive.name.value === name)
  const field: ModelField = {
    name: definition.name.value,
    key: keyOf(owner, definition.name.value),
    ...shape(definition.type, at),
    ...(definition.description ? { description: definition.description.value.trim() } : {}),
    ...(Object.fromEntries(HINT_NAMES.map((hint) => [hint, has(hint)])) as Record<FieldHint, boolean>),
    records: has(RECORDS_DIRECTIVE),
  }
  const target = definitions.get(field.type)
  if (field.records && (!target || !isNode(target)))
    throw new Error(`@records on ${at}: it holds records, so its type must be a record type (implements Node)`)
  if (!target && !OUTSIDE_TYPES.includes(field.type))
    throw new Error(`${at} has type ${field.type}, which the content model does not define`)
  for (const hint of HINT_NAMES) {
    if (field[hint] && !FIELD_HINTS[hint].includes(field.type))
      throw new Error(`@${hint} on ${at}, a ${field.type} field: it goes on ${FIELD_HINTS[hint].join(" or ")} fields`)
  }
  if (field.fact && field.required)
    throw new Error(
      `@fact on ${at}: a fact left out while it is a placeholder reads null, so the field must be optional`,
    )
  if (field.labels && field.markdown)
    throw new Error(`@labels on ${at}, a @markdown field: Markdown fills {label:…} references without it`)
  const link = directives.find((directive) => directive.name.value === "link")
  if (link) {
    // Gatsby's default key is the node's id, which no data file holds
    const by = stringArgument(link, "by") ?? "id"
    if (!target || !dataFields(target).some((candidate) => candidate.name.value === by))
      throw new Error(`${at} links ${field.type} by ${by}, which ${field.type}'s data does not hold`)
    field.link = { type: field.type, by, key: keyOf(target, by) }
  }
  return field
}

function readType(
  definition: ObjectTypeDefinitionNode,
  definitions: ReadonlyMap<string, ObjectTypeDefinitionNode>,
): ModelType {
  checkDirectives(definition.directives, TYPE_DIRECTIVES, where(definition))
  const labelDirective = definition.directives?.find((directive) => directive.name.value === "label")
  const label = stringArgument(labelDirective, "text")
  if (labelDirective && !label) throw new Error(`${where(definition)} needs @label(text: "…") with the text`)
  return {
    name: definition.name.value,
    ...(definition.description ? { description: definition.description.value.trim() } : {}),
    ...(label ? { label } : {}),
    fields: dataFields(definition).map((field) => readField(definition, field, definitions)),
  }
}

// The validator and the CMS configuration read the same SDL in one build: parsed once.
const read = new Map<string, ContentModel>()

/** The content model of an SDL such as schema/content-model/'s typeDefs. */
export function readContentModel(sdl: string): ContentModel {
  const known = read.get(sdl)
  if (known) return known
  const definitions = new Map(
    parse(sdl)
      .definitions.filter(
        (definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION,
      )
      .map((definition) => [definition.name.value, definition]),
  )
  const types = new Map([...definitions].map(([name, definition]) => [name, readType(definition, definitions)]))
  const model: ContentModel = {
    types,
    typeOfFile(relativePath) {
      const name = recordType(relativePath)
      const type = types.get(name)
      if (!type)
        throw new Error(
          `data/${relativePath} has no type ${name} in the content model: add it in schema/content-model/, in its folder's file`,
        )
      return type
    },
  }
  read.set(sdl, model)
  return model
}
