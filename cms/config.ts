import fs from "fs"
import path from "path"
import { isListFile, LIST_KEY } from "../schema/json-files"
import {
  hasTranslatedText,
  heldRecords,
  holdsTranslatedText,
  readContentModel,
  type ContentModel,
  type ModelField,
  type ModelType,
} from "../schema/model"
import { CONTENT_FOLDERS, type ContentFolder } from "../schema/content-model"
import { DEFAULT_LOCALE, LOCALES } from "../src/lib/locales"
import { SLUG } from "../schema/page-addresses"
import type { IconOptions } from "../src/lib/icon-names"

/**
 * Decap CMS's configuration, generated from the content model (schema/content-model/) and the
 * files in data/, so the schema stays the one source of truth: a field marked `!` is required in the
 * CMS, its description is the hint under it, its GraphQL type and directives (`@multiline`, `@markdown`) pick the
 * widget, a type's `@label` names its records.
 */

/** What the CMS says under a slug that breaks the rule. */
const SLUG_HINT =
  "Use lower-case letters, digits and hyphens only, like full-stack-software-engineer: it is the last part of the page's address"

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
  /** Decap's i18n: true (written per language) or "duplicate" (copied from the default language). */
  i18n?: true | "duplicate"
}

export interface DecapCollection {
  name: string
  label: string
  description?: string
  folder?: string
  fields?: DecapField[]
  [option: string]: unknown
}

export interface DecapBackendSettings {
  /** "git-gateway" (Netlify Identity, the default) or "github". */
  backend?: string
  /** owner/name, for the github backend. */
  repo?: string
  branch?: string
  /** An outside OAuth service for the github backend; unset, the site's own /api/auth signs editors in. */
  authUrl?: string
  siteUrl?: string
}

/** The site's own GitHub sign-in (cms/sign-in.ts AUTH_PATH), relative to the origin, as Decap's auth_endpoint. */
export const SIGN_IN_ENDPOINT = "api/auth"

function sidebarEntries(folders: readonly ContentFolder[]): Record<string, string> {
  return Object.fromEntries(folders.map(({ folder, label }) => [folder, label]))
}

/**
 * The CMS's sidebar: each folder of data/ with its label, in the order of the content model's CONTENT_FOLDERS
 * (schema/content-model/index.ts), which mirrors the site. A page's folder holds its copy and the lists only it
 * shows (`@records` in the model), so one entry edits the whole page. A folder missing there fails the configuration.
 */
export const SIDEBAR = {
  pages: sidebarEntries(CONTENT_FOLDERS.pages),
  records: sidebarEntries(CONTENT_FOLDERS.records),
  settings: sidebarEntries(CONTENT_FOLDERS.settings),
}

/** How a new record's file is named, per folder of records (Decap's `slug` template). */
const RECORD_FILE_NAMES: Record<string, string> = Object.fromEntries(
  CONTENT_FOLDERS.records.map(({ folder, slug }) => [folder, slug]),
)

/**
 * How many entries the sidebar holds besides the pages: the record folders and the settings. A sidebar
 * that listed every folder of data/ (39 flat entries, a page's words spread over eleven) was hard to
 * find anything in; one entry per page holding all its words, then these, keeps it short. The pages are
 * not counted, so that a new page takes its one entry without crowding out another: the site has few,
 * each in the header or the footer. A record folder or setting beyond these belongs in an entry that exists.
 */
// 12 since Figures and sources: the figures Home and Investors both show, one record each, in no page's entry
export const SIDEBAR_OTHER_ENTRIES_MAX = 12

/** What each part of the sidebar is, at the top of its collections' pages. */
const SIDEBAR_PARTS: Record<keyof typeof SIDEBAR, string> = {
  pages: "A page of the site: its sections in the order the page shows them.",
  records: "Records editors add: one file each.",
  settings: "Site-wide settings, on every page or several.",
}

/**
 * Decap's Markdown editor with the buttons for what schema/markdown.ts renders; no code blocks or
 * images (editor components), and no raw HTML, which the content check refuses.
 */
const MARKDOWN_WIDGET: WidgetOptions = {
  widget: "markdown",
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list", "quote"],
  editor_components: [],
  sanitize_preview: true,
}

/** Images stored in data/images, named relative to the data file (every one is a folder deep), as @fileByRelativePath reads them. */
const RELATIVE_MEDIA = { media_folder: "../images", public_folder: "../images" }

const ACRONYMS: Record<string, string> = {
  faq: "FAQ",
  faqs: "FAQs",
  id: "ID",
  url: "URL",
  seo: "SEO",
  cta: "CTA",
  ai: "AI",
  whatsapp: "WhatsApp",
}

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

/** What a type's fields need besides the model: the icons an `icon` field offers, where a link's records are. */
interface FieldContext {
  model: ContentModel
  icons: IconOptions
  /** The collection (its folder's name) that holds a type's records, and their list in its file: `items`, `faq.items`. */
  recordsOf: (type: string) => { collection: string; list: string }
}

/** "ProblemsJson" → "Problems": what a record type's list is called. */
const recordsLabel = (type: string) => humanize(type.replace(/Json$/, ""))

/** The words a section shows on the site, from the English file: its `title`, "Healthcare Challenges We Solve". */
const siteWords = (english: unknown) => {
  const title = typeof english === "object" && english !== null ? (english as Record<string, unknown>).title : undefined
  return typeof title === "string" && title.trim() !== "" ? `: “${title}”` : ""
}

/** A type's fields; `english` is the English file's value for them, whose headings name the sections. */
function decapFields(type: ModelType, context: FieldContext, english?: Record<string, unknown>): DecapField[] {
  const iconNames = context.icons[type.name] ?? context.icons.default
  return type.fields.map((field) => decapField(field, context, iconNames, english?.[field.key]))
}

function decapField(
  field: ModelField,
  context: FieldContext,
  iconNames: readonly string[],
  english?: unknown,
): DecapField {
  const name = field.key
  const nested = context.model.types.get(field.type)
  const translated = holdsTranslatedText(field, context.model)
  const base = {
    name,
    label: field.records ? recordsLabel(field.type) : `${humanize(name)}${field.list ? "" : siteWords(english)}`,
    required: field.required,
    // Decap's i18n: text is written per language, the rest (numbers, dates, links, icons, slugs) is
    // copied from English. Decap takes only true or false on a list or an object, so one is written
    // per language (its text fields or its shared ones, which the content check holds to the English);
    // records without text a page holds (the footer's social links) are kept in its English file only
    ...(field.records && !translated
      ? {}
      : {
          i18n: translated || field.list || nested ? (true as const) : ("duplicate" as const),
        }),
    ...(field.description
      ? { hint: field.description }
      : field.name === "jsonId"
        ? { hint: "A key no other item of this list uses; the page builds the item's anchor from it." }
        : {}),
  }

  const widgetFor = (): WidgetOptions => {
    if (field.link) {
      // a key of a record in a list: a select of the records that exist
      const { collection, list } = context.recordsOf(field.link.type)
      const key = `${list}.*.${field.link.key}`
      return {
        widget: "relation",
        collection,
        value_field: key,
        search_fields: [key],
        display_fields: [key],
      }
    }
    switch (field.type) {
      case "String":
      case "ID":
        if (name === "icon") return { widget: "select", options: [...iconNames] }
        // the content check's rule (schema/page-addresses.ts), told while the editor types, not at the build
        if (name === "slug") return { widget: "string", pattern: [SLUG.source, SLUG_HINT] }
        if (field.markdown) return MARKDOWN_WIDGET
        return { widget: field.multiline ? "text" : "string" }
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
    const object = field.list ? undefined : (english as Record<string, unknown> | undefined)
    return { widget: "object", fields: decapFields(nested!, context, object) }
  }

  if (field.list) {
    const item = widgetFor()
    if (item.widget === "object") {
      const fields = item.fields ?? []
      const title = fields.find((candidate) => ["title", "label", "name", "question"].includes(candidate.name))
      return {
        ...base,
        widget: "list",
        fields,
        ...(field.records ? { label_singular: nested?.label ?? singular(base.label) } : {}),
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

/**
 * The sidebar (SIDEBAR): one collection per page, in the site's order, then per folder of records (job
 * openings, news, blog posts, legal pages), then per setting. A page's or a setting's folder holds its
 * own file in each language (schema/json-files.ts): Decap's i18n shows an entry's languages side by side
 * only in folder collections, so it is a collection of one entry, which the editor can change but not
 * delete or duplicate.
 */
export function decapCollections(
  sdl: string,
  dataDir: string,
  icons: IconOptions,
  sidebarParts: typeof SIDEBAR = SIDEBAR,
): DecapCollection[] {
  const model = readContentModel(sdl)
  const dataPath = (name: string) => `data/${name}`

  const folders = fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "images")
    .map((entry) => entry.name)
  const sidebar = Object.entries(sidebarParts).flatMap(([part, entries]) =>
    Object.entries(entries).map(([name, label]) => ({ name, label, part: part as keyof typeof SIDEBAR })),
  )
  const unplaced = folders.filter((name) => !sidebar.some((entry) => entry.name === name))
  if (unplaced.length > 0)
    throw new Error(
      `data/${unplaced.join(", data/")}: give each its file in the content model, listed in CONTENT_FOLDERS (schema/content-model/index.ts)`,
    )
  // a page's copy, list or settings: the folder holds its own file in English (and in each language)
  const englishFile = (name: string) => path.join(dataDir, name, `${name}.${DEFAULT_LOCALE}.json`)
  const ownFiles = folders
    .filter((name) => fs.existsSync(englishFile(name)))
    .map((name) => ({
      name,
      type: model.typeOfFile(`${name}/`),
      content: JSON.parse(fs.readFileSync(englishFile(name), "utf8")) as Record<string, unknown>,
    }))
  const context: FieldContext = {
    model,
    icons,
    recordsOf: (type) => {
      for (const file of ownFiles) {
        if (file.type.name === type && isListFile(file.content)) return { collection: file.name, list: LIST_KEY }
        const held = heldRecords(model, file.type.name).find((candidate) => candidate.type === type)
        if (held) return { collection: file.name, list: held.path.join(".") }
      }
      throw new Error(`No list of data/ holds the ${type} records a link points to`)
    },
  }
  const described = (type: ModelType, part: keyof typeof SIDEBAR) => ({
    description: [SIDEBAR_PARTS[part], type.description].filter(Boolean).join(" "),
  })

  const recordFolder = (name: string, label: string): DecapCollection => {
    const type = model.typeOfFile(`${name}/`)
    const fields = decapFields(type, context)
    return {
      name,
      label,
      label_singular: type.label ?? singular(label),
      ...described(type, "records"),
      folder: dataPath(name),
      extension: "json",
      format: "json",
      create: true,
      delete: true,
      i18n: true,
      slug: RECORD_FILE_NAMES[name],
      identifier_field: fields.some((field) => field.name === "title") ? "title" : fields[0].name,
      summary: fields.some((field) => field.name === "date") ? "{{date}} · {{title}}" : "{{title}}",
      sortable_fields: fields
        .filter((field) => ["title", "date", "datePosted"].includes(field.name))
        .map((f) => f.name),
      ...RELATIVE_MEDIA,
      fields,
    }
  }

  const oneEntry = (name: string, label: string, part: keyof typeof SIDEBAR): DecapCollection => {
    const file = ownFiles.find((candidate) => candidate.name === name)
    if (!file) throw new Error(`data/${name}/${name}.${DEFAULT_LOCALE}.json is missing`)
    const { type, content } = file
    const list = isListFile(content)
    // a page's sections start closed: the entry opens as its outline, in the page's order
    const typeFields = decapFields(type, context, list ? undefined : content).map((field) =>
      part === "pages" && field.widget === "object" ? { ...field, collapsed: true } : field,
    )
    const title = typeFields.find((field) => ["title", "label", "name"].includes(field.name))
    const fields: DecapField[] = list
      ? [
          {
            name: LIST_KEY,
            label,
            label_singular: type.label ?? singular(recordsLabel(type.name)),
            widget: "list",
            required: true,
            i18n: true,
            fields: typeFields,
            ...(title ? { summary: `{{fields.${title.name}}}` } : {}),
          },
        ]
      : typeFields
    const { description } = described(type, part)
    return {
      name,
      label,
      description: list ? `${description} Drag items to change the order the site shows them in.` : description,
      folder: dataPath(name),
      extension: "json",
      format: "json",
      create: false,
      delete: false,
      // settings without text (security-contact) have their English file only
      i18n: hasTranslatedText(type, model) ? true : { locales: [DEFAULT_LOCALE] },
      identifier_field: fields[0].name,
      summary: label,
      ...RELATIVE_MEDIA,
      fields,
    }
  }

  return sidebar
    .filter(({ name }) => folders.includes(name))
    .map(({ name, label, part }) => (part === "records" ? recordFolder(name, label) : oneEntry(name, label, part)))
}

/** The whole configuration: backend from the build's environment, media in data/images. */
export function decapConfig(sdl: string, dataDir: string, icons: IconOptions, settings: DecapBackendSettings = {}) {
  const backendName = settings.backend || "git-gateway"
  const backend: Record<string, unknown> = { name: backendName, branch: settings.branch || "main" }
  if (backendName === "github") {
    if (!settings.repo) throw new Error("DECAP_GITHUB_REPO (owner/name) is required for the github backend")
    backend.repo = settings.repo
    // an outside OAuth service, or the site's own (cms/sign-in.ts), whose origin the CMS adds as it starts
    if (settings.authUrl) backend.base_url = settings.authUrl
    else backend.auth_endpoint = SIGN_IN_ENDPOINT
  }
  return {
    backend,
    // used only when the CMS is opened on localhost, with `npm run cms` (decap-server) running
    local_backend: true,
    ...(settings.siteUrl ? { site_url: settings.siteUrl, display_url: settings.siteUrl } : {}),
    media_folder: "data/images",
    public_folder: "images",
    // draft → in review → ready → published: a second person approves before a change goes live
    // (docs/editing-content.md); decap-server in its default fs mode offers "simple" only, and the CMS
    // switches to it there, so `npm run cms` still writes straight into data/
    publish_mode: "editorial_workflow",
    logo_url: "/favicon.svg",
    // each entry's languages side by side; which fields are per language comes from the content model
    i18n: { structure: "multiple_files", locales: [...LOCALES], default_locale: DEFAULT_LOCALE },
    collections: decapCollections(sdl, dataDir, icons),
  }
}
