import type { IconOptions } from "../src/lib/icon-names"
import { readContentModel, type ModelField, type ModelType } from "./model"
import type { MarkdownRenderer } from "./markdown"
import { figureReferences, figureTextProblems } from "../src/lib/figures"
import { controlLabels, LABEL_SOURCE_TYPES, labelProblems, labelReferences, type ControlLabels } from "./labels"

/** The parts of a Gatsby node this check reads. */
export interface ContentNode {
  id: string
  parent?: string | null
  internal: { type: string; owner?: string }
  [field: string]: unknown
}

interface FileLike {
  relativePath?: unknown
  parent?: string | null
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/

type Report = (message: string) => void

const describe = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "a list" : `${typeof value} ${JSON.stringify(value)}`

/** Query parameters that tell another site where a visitor came from (`utm_source`, `fbclid`, …). */
const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid|dclid|msclkid|mc_eid|mc_cid|_ga|yclid|igshid)$/i

/** What is wrong with a Markdown link's address: another site over plain http, or tracking parameters. */
function linkProblems(href: string): string[] {
  if (!/^https?:\/\//i.test(href)) return []
  if (/^http:/i.test(href)) return [`links to another site over plain http: ${href}`]
  let tracking: string[] = []
  try {
    tracking = [...new URL(href).searchParams.keys()].filter((key) => TRACKING_PARAMETER.test(key))
  } catch {
    return []
  }
  return tracking.length > 0 ? [`links with tracking parameters (${tracking.join(", ")}): ${href}`] : []
}

/**
 * Checks every node whose type the content model `sdl` declares against its declaration: required (`!`) fields
 * present and non-empty, scalars of the right kind, nested objects and lists recursively, and with
 * `icons`, that an `icon` field names one of them (the page would otherwise draw an empty icon);
 * with `markdown`, that a `@markdown` field holds no raw HTML (the renderer would drop it: an editor
 * learns here instead of finding it missing on the page), no `# heading` (a second h1 on the page) and no
 * link to another site over plain http or with tracking parameters (a source is linked as its publisher gives it);
 * that a text naming a control by reference (`{label:accept}`, schema/labels.ts) is a field the build
 * fills, names a control there is, and that control has words in the text's language. Returns one
 * readable message per problem, naming the data file and the field path.
 */
export function validateContent(
  sdl: string,
  nodes: ContentNode[],
  getNode: (id: string) => FileLike | undefined | null,
  icons?: IconOptions,
  markdown?: Pick<MarkdownRenderer, "rawHtml" | "titleHeadings" | "links" | "figuresOutsideSentences">,
): string[] {
  const model = readContentModel(sdl)
  const problems: string[] = []
  const labels: ControlLabels = controlLabels(
    nodes
      .filter((node) => LABEL_SOURCE_TYPES.includes(node.internal.type))
      .map((node) => ({ type: node.internal.type, locale: String(node.locale ?? "en"), values: node })),
  )
  // each language's figures (data/figures/), which texts name by reference (`{figure:partners}`)
  const figures = nodes
    .filter((node) => node.internal.type === "FigureJson")
    .map((node) => ({ locale: String(node.locale ?? "en"), jsonId: String(node.jsonId), value: String(node.value) }))
  // the language of the record being checked: a reference is filled in it
  let locale = "en"

  /** `{figure:…}` references: only in a @figures field, whose page shows them with their mark; each naming a figure; none written out. */
  const checkFigures = (field: ModelField, value: string, where: string, report: Report) => {
    if (!field.figures) {
      if (figureReferences(value).length > 0)
        report(
          `${where} names a figure by reference ({figure:${figureReferences(value)[0]}}), which only a @figures field shows with its source: it would show as written`,
        )
      return
    }
    const known = figures.filter((figure) => figure.locale === locale)
    for (const problem of figureTextProblems(value, known)) report(`${where} ${problem}`)
  }

  /** `{label:…}` references: only where the build fills them, each one it can fill. */
  const checkLabels = (field: ModelField, value: string, where: string, report: Report) => {
    if (labelReferences(value).length === 0) return
    if (!field.markdown && !field.labels) {
      report(
        `${where} names a control by reference (${labelReferences(value)[0].reference}), which only a @markdown or @labels field fills: it would show as written`,
      )
      return
    }
    for (const problem of labelProblems(value, labels, locale)) report(`${where}: ${problem}`)
  }

  /** `!`: reports a missing or blank value; whether there is a value to check further. */
  const present = (required: boolean, value: unknown, where: string, report: Report) => {
    if (required && (value === undefined || value === null || (typeof value === "string" && value.trim() === ""))) {
      report(`${where} is required but is ${value === undefined ? "missing" : "empty"}`)
      return false
    }
    return value !== undefined && value !== null
  }

  /** A field's value, or one item of a list field's: `required` is the field's or the items' `!`. */
  const checkValue = (field: ModelField, required: boolean, value: unknown, where: string, report: Report): void => {
    if (!present(required, value, where, report)) return
    // a field the data fills with a key of another record (`@link(by: "slug")`) holds text, not the record
    const type = field.link ? "String" : field.type
    switch (type) {
      case "String":
      case "ID":
        if (typeof value !== "string") report(`${where} must be text, found ${describe(value)}`)
        else {
          checkLabels(field, value, where, report)
          checkFigures(field, value, where, report)
        }
        if (typeof value === "string" && field.markdown && markdown) {
          const html = markdown.rawHtml(value)
          if (html.length > 0)
            report(
              `${where} contains HTML, which Markdown text may not: ${html.map((h) => JSON.stringify(h)).join(", ")}`,
            )
          const titles = markdown.titleHeadings(value)
          if (titles.length > 0)
            report(
              `${where} has a # heading (${titles.map((t) => JSON.stringify(t)).join(", ")}): start sections at ##, the page's title is its only #`,
            )
          for (const problem of markdown.links(value).flatMap(linkProblems)) report(`${where} ${problem}`)
          for (const words of markdown.figuresOutsideSentences(value))
            report(`${where} names a figure in a heading or a link (${JSON.stringify(words)}): name it in a sentence`)
        }
        return
      case "Int":
        if (!Number.isInteger(value)) report(`${where} must be a whole number, found ${describe(value)}`)
        return
      case "Float":
        if (typeof value !== "number") report(`${where} must be a number, found ${describe(value)}`)
        return
      case "Boolean":
        if (typeof value !== "boolean") report(`${where} must be true or false, found ${describe(value)}`)
        return
      case "Date":
        if (typeof value !== "string" || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value)))
          report(`${where} must be an ISO date such as "2025-04-15", found ${describe(value)}`)
        return
      case "File":
        if (typeof value !== "string") report(`${where} must be a file path, found ${describe(value)}`)
        return
    }
    const object = model.types.get(type)
    if (!object) return
    if (typeof value !== "object" || Array.isArray(value)) {
      report(`${where} must be an object with fields ${object.fields.map((f) => f.name).join(", ")}`)
      return
    }
    checkFields(object, value as Record<string, unknown>, `${where}.`, report)
  }

  /**
   * A field: required, a list of values, each of its type; for an `icon` field also that it names
   * one of the owner type's icons, and for a `@link(by: "key")` field that a record of the linked
   * type has that key.
   */
  const checkField = (owner: ModelType, field: ModelField, value: unknown, where: string, report: Report) => {
    if (!field.list) checkValue(field, field.required, value, where, report)
    else if (present(field.required, value, where, report)) {
      if (Array.isArray(value))
        value.forEach((item, i) => checkValue(field, field.itemsRequired, item, `${where}[${i}]`, report))
      else report(`${where} must be a list, found ${describe(value)}`)
    }

    const iconNames = field.name === "icon" && icons ? (icons[owner.name] ?? icons.default) : undefined
    if (iconNames && typeof value === "string" && value.trim() !== "" && !iconNames.includes(value))
      report(`${where} is ${JSON.stringify(value)}, which is not an icon of the site (src/lib/icon-names.ts)`)
    if (!field.link) return
    const { type: target, by } = field.link
    // the page shows the record of its own language (schema/record-links.ts): it must exist in it
    const sameLanguage = (other: ContentNode) => (other.locale ?? "en") === locale
    for (const key of (Array.isArray(value) ? value : [value]).filter((v) => typeof v === "string")) {
      if (!nodes.some((other) => other.internal.type === target && other[by] === key && sameLanguage(other)))
        report(
          `${where} names ${JSON.stringify(key)}, but no ${target} record ${locale === "en" ? "" : `in ${locale} `}has that ${by}`,
        )
    }
  }

  const checkFields = (type: ModelType, record: Record<string, unknown>, prefix: string, report: Report) => {
    // the records a page holds (`@records`) are checked as records of their own
    for (const field of type.fields.filter((candidate) => !candidate.records))
      checkField(type, field, record[field.name], `${prefix}${field.name}`, report)
  }

  for (const node of nodes) {
    const type = model.types.get(node.internal.type)
    if (!type) continue
    // a record's file is its parent, or for an item of a list file its grandparent
    let file = node.parent ? getNode(node.parent) : undefined
    if (file && typeof file.relativePath !== "string" && file.parent) file = getNode(file.parent)
    const fileName = typeof file?.relativePath === "string" ? file.relativePath : node.internal.type
    const label = ["jsonId", "slug", "title", "label", "name"]
      .map((k) => node[k])
      .find((v) => v !== undefined && v !== null && v !== "")
    const record = label === undefined ? "" : ` record ${JSON.stringify(label)}`
    // a translation names its language too: "about-page.hi.json (AboutPageJson, hi): hero.title is required …"
    const language = typeof node.locale === "string" && node.locale !== "en" ? `, ${node.locale}` : ""
    locale = typeof node.locale === "string" && node.locale !== "" ? node.locale : "en"
    const report = (msg: string) => problems.push(`${fileName} (${node.internal.type}${record}${language}): ${msg}`)
    checkFields(type, node, "", report)
  }
  return problems
}
