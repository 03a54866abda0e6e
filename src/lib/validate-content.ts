import {
  parse,
  Kind,
  type FieldDefinitionNode,
  type NamedTypeNode,
  type ObjectTypeDefinitionNode,
  type TypeNode,
} from "graphql"
import type { IconOptions } from "./icon-names"

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

/** A field the data fills with a key of another record (`@link(by: "slug")`) holds text, not the record. */
const storedType = (field: FieldDefinitionNode): TypeNode => {
  if (!field.directives?.some((directive) => directive.name.value === "link")) return field.type
  const asText = (type: TypeNode): TypeNode =>
    type.kind === Kind.NAMED_TYPE
      ? { ...type, name: { ...type.name, value: "String" } }
      : type.kind === Kind.LIST_TYPE
        ? { ...type, type: asText(type.type) }
        : { ...type, type: asText(type.type) as Exclude<TypeNode, { kind: Kind.NON_NULL_TYPE }> }
  return asText(field.type)
}

const describe = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "a list" : `${typeof value} ${JSON.stringify(value)}`

/**
 * Checks every node whose type is declared in `sdl` against its declaration: required (`!`) fields
 * present and non-empty, scalars of the right kind, nested objects and lists recursively, and with
 * `icons`, that an `icon` field names one of them (the page would otherwise draw an empty icon).
 * Returns one readable message per problem, naming the data file and the field path.
 */
export function validateContent(
  sdl: string,
  nodes: ContentNode[],
  getNode: (id: string) => FileLike | undefined | null,
  icons?: IconOptions,
): string[] {
  const types = new Map<string, ObjectTypeDefinitionNode>()
  for (const def of parse(sdl).definitions) {
    if (def.kind === Kind.OBJECT_TYPE_DEFINITION) types.set(def.name.value, def)
  }

  const problems: string[] = []

  const checkValue = (type: TypeNode, value: unknown, where: string, report: (msg: string) => void): void => {
    if (type.kind === Kind.NON_NULL_TYPE) {
      if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
        report(`${where} is required but is ${value === undefined ? "missing" : "empty"}`)
        return
      }
      checkValue(type.type, value, where, report)
      return
    }
    if (value === undefined || value === null) return
    if (type.kind === Kind.LIST_TYPE) {
      if (!Array.isArray(value)) {
        report(`${where} must be a list, found ${describe(value)}`)
        return
      }
      value.forEach((item, i) => checkValue(type.type, item, `${where}[${i}]`, report))
      return
    }
    const name = type.name.value
    switch (name) {
      case "String":
      case "ID":
        if (typeof value !== "string") report(`${where} must be text, found ${describe(value)}`)
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
    const def = types.get(name)
    if (!def) return
    if (typeof value !== "object" || Array.isArray(value)) {
      report(`${where} must be an object with fields ${def.fields?.map((f) => f.name.value).join(", ")}`)
      return
    }
    for (const field of def.fields ?? []) {
      const fieldName = field.name.value
      checkField(def, field, (value as Record<string, unknown>)[fieldName], `${where}.${fieldName}`, report)
    }
  }

  /**
   * A field; for an `icon` field also that it names one of the owner type's icons, and for a
   * `@link(by: "key")` field that a record of the linked type has that key.
   */
  const checkField = (
    owner: ObjectTypeDefinitionNode,
    field: FieldDefinitionNode,
    value: unknown,
    where: string,
    report: (msg: string) => void,
  ) => {
    checkValue(storedType(field), value, where, report)
    const iconNames = field.name.value === "icon" && icons ? (icons[owner.name.value] ?? icons.default) : undefined
    if (iconNames && typeof value === "string" && value.trim() !== "" && !iconNames.includes(value))
      report(`${where} is ${JSON.stringify(value)}, which is not an icon of the site (src/lib/icon-names.ts)`)
    const link = field.directives?.find((directive) => directive.name.value === "link")
    const by = link?.arguments?.find((argument) => argument.name.value === "by")?.value
    if (!by || by.kind !== Kind.STRING) return
    let named: TypeNode = field.type
    while (named.kind !== Kind.NAMED_TYPE) named = named.type
    const target = (named as NamedTypeNode).name.value
    for (const key of (Array.isArray(value) ? value : [value]).filter((v) => typeof v === "string")) {
      if (!nodes.some((other) => other.internal.type === target && other[by.value] === key))
        report(`${where} names ${JSON.stringify(key)}, but no ${target} record has that ${by.value}`)
    }
  }

  for (const node of nodes) {
    const def = types.get(node.internal.type)
    if (!def) continue
    // a record's file is its parent, or for an item of a list file its grandparent
    let file = node.parent ? getNode(node.parent) : undefined
    if (file && typeof file.relativePath !== "string" && file.parent) file = getNode(file.parent)
    const fileName = typeof file?.relativePath === "string" ? file.relativePath : node.internal.type
    const label = ["jsonId", "slug", "title", "label", "name"]
      .map((k) => node[k])
      .find((v) => v !== undefined && v !== null && v !== "")
    const record = label === undefined ? "" : ` record ${JSON.stringify(label)}`
    const report = (msg: string) => problems.push(`${fileName} (${node.internal.type}${record}): ${msg}`)
    for (const field of def.fields ?? []) {
      const fieldName = field.name.value
      checkField(def, field, node[fieldName], fieldName, report)
    }
  }
  return problems
}
