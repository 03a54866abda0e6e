import fs from "fs"
import path from "path"
import {
  parse,
  Kind,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
  type StringValueNode,
  type TypeNode,
} from "graphql"
import { isListFile, LIST_KEY, pascalCase } from "../schema/json-files"
import type { IconOptions } from "../src/lib/icon-names"

/**
 * Decap CMS's configuration, generated from the content model (schema/content-model.ts) and the
 * files in data/, so the schema stays the one source of truth: a field marked `!` is required in the
 * CMS, its description is the hint under it, its GraphQL type picks the widget.
 */

/** A widget and its options: `{ widget: "number", value_type: "int" }`. */
export interface WidgetOptions {
  widget: string
  fields?: DecapField[]
  field?: DecapField
  summary?: string
  [option: string]: unknown
}

export interface DecapField extends WidgetOptions {
  name: string
  label: string
  required?: boolean
  hint?: string
}

export interface DecapCollection {
  name: string
  label: string
  description?: string
  folder?: string
  files?: Array<{ name: string; label: string; file: string; fields: DecapField[]; description?: string }>
  fields?: DecapField[]
  [option: string]: unknown
}

export interface DecapBackendSettings {
  /** "git-gateway" (Netlify Identity, the default) or "github". */
  backend?: string
  /** owner/name, for the github backend. */
  repo?: string
  branch?: string
  /** An OAuth proxy for the github backend off Netlify (Cloudflare Pages). */
  authUrl?: string
  siteUrl?: string
}

/** Folders of data/ that hold one record per file, in the order the CMS lists them, and how a new record's file is named. */
const FOLDERS: Record<string, { label: string; slug: string }> = {
  jobs: { label: "Job openings", slug: "{{fields.slug}}" },
  news: { label: "News", slug: "{{year}}-{{month}}-{{day}}-{{slug}}" },
  "blog-posts": { label: "Blog posts", slug: "{{fields.slug}}" },
}

/** Text fields that hold sentences rather than a line: edited in a multi-line box. */
const LONG_TEXT = new Set([
  "body",
  "description",
  "lead",
  "summary",
  "text",
  "subtitle",
  "answer",
  "caption",
  "disclaimer",
  "purpose",
  "visionText",
  "emptyText",
  "downloadText",
  "ctaText",
  "paragraphs",
  "choiceText",
  "principles",
  "points",
])

const ACRONYMS: Record<string, string> = { faqs: "FAQs", id: "ID", url: "URL", seo: "SEO", cta: "CTA", ai: "AI" }

/** "FAQs" → "FAQ", "Technologies" → "Technology": what the CMS's "Add …" button says. */
export const singular = (label: string) => label.replace(/ies$/, "y").replace(/s$/, "")

/** "datePosted" → "Date posted", "footer-links" → "Footer links", "faqs" → "FAQs". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase())
  const first = words[0] ?? ""
  return [first[0]?.toUpperCase() + first.slice(1), ...words.slice(1)].join(" ")
}

const namedType = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type))
const hasDirective = (field: FieldDefinitionNode, name: string) =>
  field.directives?.some((directive) => directive.name.value === name) ?? false

export function decapFields(
  type: ObjectTypeDefinitionNode,
  types: Map<string, ObjectTypeDefinitionNode>,
  icons: IconOptions,
): DecapField[] {
  const iconNames = icons[type.name.value] ?? icons.default
  return (type.fields ?? [])
    .filter((field) => field.name.value !== "fields" && field.name.value !== "id")
    .map((field) => decapField(field, types, icons, iconNames))
}

function decapField(
  definition: FieldDefinitionNode,
  types: Map<string, ObjectTypeDefinitionNode>,
  icons: IconOptions,
  iconNames: readonly string[],
): DecapField {
  const graphqlName = definition.name.value
  // gatsby-transformer-json exposes a JSON `id` as `jsonId`; the file holds `id`
  const name = graphqlName === "jsonId" ? "id" : graphqlName
  const base = {
    name,
    label: humanize(name),
    required: definition.type.kind === Kind.NON_NULL_TYPE,
    ...(definition.description
      ? { hint: (definition.description as StringValueNode).value.trim() }
      : graphqlName === "jsonId"
        ? { hint: "A key no other item of this list uses; the page builds the item's anchor from it." }
        : {}),
  }
  const inner = definition.type.kind === Kind.NON_NULL_TYPE ? definition.type.type : definition.type
  const typeName = namedType(inner)

  const widgetFor = (): WidgetOptions => {
    if (hasDirective(definition, "link")) {
      // a key of a record in a list file: a select of the records that exist
      const target = typeName.replace(/Json$/, "")
      const file = target.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()
      return {
        widget: "relation",
        collection: "lists",
        file,
        value_field: `${LIST_KEY}.*.slug`,
        search_fields: [`${LIST_KEY}.*.slug`],
        display_fields: [`${LIST_KEY}.*.slug`],
      }
    }
    switch (typeName) {
      case "String":
      case "ID":
        if (name === "icon") return { widget: "select", options: [...iconNames] }
        return { widget: LONG_TEXT.has(name) ? "text" : "string" }
      case "Int":
        return { widget: "number", value_type: "int" }
      case "Float":
        return { widget: "number", value_type: "float" }
      case "Boolean":
        return { widget: "boolean", default: false }
      case "Date":
        return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false }
      case "File":
        return { widget: "image", choose_url: false }
    }
    const object = types.get(typeName)
    if (!object) throw new Error(`The content model has no type ${typeName} (field ${graphqlName})`)
    return { widget: "object", fields: decapFields(object, types, icons) }
  }

  if (inner.kind === Kind.LIST_TYPE) {
    const item = widgetFor()
    if (item.widget === "object") {
      const fields = item.fields ?? []
      const title = fields.find((field) => ["title", "label", "name", "question"].includes(field.name))
      return {
        ...base,
        widget: "list",
        fields,
        ...(title ? { summary: `{{fields.${title.name}}}` } : {}),
        ...(base.required ? { min: 1 } : {}),
      }
    }
    // a list of texts (paragraphs, points) shows its items open: each is read, not just named
    return {
      ...base,
      widget: "list",
      collapsed: false,
      field: { name: "value", label: humanize(name), ...item },
      ...(base.required ? { min: 1 } : {}),
    }
  }
  return { ...base, ...widgetFor() }
}

function description(type: ObjectTypeDefinitionNode): string | undefined {
  return type.description?.value.trim()
}

/**
 * One collection per folder of records (job openings, news, blog posts), one "Pages and settings"
 * collection with every object file, one "Lists" collection with every list file.
 */
export function decapCollections(
  sdl: string,
  dataDir: string,
  icons: IconOptions,
): { collections: DecapCollection[]; dataFiles: string[] } {
  const types = new Map<string, ObjectTypeDefinitionNode>()
  for (const def of parse(sdl).definitions) {
    if (def.kind === Kind.OBJECT_TYPE_DEFINITION) types.set(def.name.value, def)
  }
  const typeOf = (name: string) => {
    const type = types.get(`${pascalCase(name)}Json`)
    if (!type) throw new Error(`data/${name} has no type ${pascalCase(name)}Json in schema/content-model.ts`)
    return type
  }
  const dataPath = (name: string) => `data/${name}`

  const entries = fs.readdirSync(dataDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))
  const folders: DecapCollection[] = []
  const pages: NonNullable<DecapCollection["files"]> = []
  const lists: NonNullable<DecapCollection["files"]> = []
  const dataFiles: string[] = []

  for (const entry of entries) {
    if (entry.isDirectory()) {
      const folder = FOLDERS[entry.name]
      if (!folder) continue
      const type = typeOf(entry.name)
      const fields = decapFields(type, types, icons)
      folders.push({
        name: entry.name,
        label: folder.label,
        label_singular: singular(folder.label).replace(/^News$/, "News item"),
        ...(description(type) ? { description: description(type) } : {}),
        folder: dataPath(entry.name),
        extension: "json",
        format: "json",
        create: true,
        delete: true,
        slug: folder.slug,
        identifier_field: fields.some((field) => field.name === "title") ? "title" : fields[0].name,
        summary: fields.some((field) => field.name === "date") ? "{{date}} · {{title}}" : "{{title}}",
        sortable_fields: fields
          .filter((field) => ["title", "date", "datePosted"].includes(field.name))
          .map((f) => f.name),
        // images stored relative to the record's file, where gatsby-plugin-image finds them
        media_folder: "../images",
        public_folder: "../images",
        fields,
      })
      for (const file of fs.readdirSync(path.join(dataDir, entry.name))) {
        if (file.endsWith(".json")) dataFiles.push(`${entry.name}/${file}`)
      }
      continue
    }
    if (!entry.name.endsWith(".json")) continue
    const name = entry.name.replace(/\.json$/, "")
    const type = typeOf(name)
    const content = JSON.parse(fs.readFileSync(path.join(dataDir, entry.name), "utf8")) as unknown
    const fields = decapFields(type, types, icons)
    const file = {
      name,
      label: humanize(name),
      file: dataPath(entry.name),
      ...(description(type) ? { description: description(type) } : {}),
    }
    dataFiles.push(entry.name)
    if (isListFile(content)) {
      const title = fields.find((field) => ["title", "label", "name"].includes(field.name))
      lists.push({
        ...file,
        fields: [
          {
            name: LIST_KEY,
            label: humanize(name),
            label_singular: singular(humanize(name)),
            widget: "list",
            required: true,
            fields,
            ...(title ? { summary: `{{fields.${title.name}}}` } : {}),
          },
        ],
      })
    } else {
      pages.push({ ...file, fields })
    }
  }

  const order = Object.keys(FOLDERS)
  const collections: DecapCollection[] = [
    ...folders.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name)),
    { name: "pages", label: "Pages and settings", files: pages },
    {
      name: "lists",
      label: "Lists",
      description: "Drag items to change the order the site shows them in.",
      files: lists,
    },
  ]
  return { collections, dataFiles }
}

/** The whole configuration: backend from the build's environment, media in data/images. */
export function decapConfig(sdl: string, dataDir: string, icons: IconOptions, settings: DecapBackendSettings = {}) {
  const backendName = settings.backend || "git-gateway"
  const backend: Record<string, unknown> = { name: backendName, branch: settings.branch || "main" }
  if (backendName === "github") {
    if (!settings.repo) throw new Error("DECAP_GITHUB_REPO (owner/name) is required for the github backend")
    backend.repo = settings.repo
    if (settings.authUrl) backend.base_url = settings.authUrl
  }
  return {
    backend,
    // used only when the CMS is opened on localhost, with `npm run cms` (decap-server) running
    local_backend: true,
    ...(settings.siteUrl ? { site_url: settings.siteUrl, display_url: settings.siteUrl } : {}),
    media_folder: "data/images",
    public_folder: "images",
    publish_mode: "simple",
    logo_url: "/favicon.svg",
    collections: decapCollections(sdl, dataDir, icons).collections,
  }
}
