/**
 * Legal, help and accessibility texts tell the reader which control to use: "choose Decline", "choose
 * the subject Technical Support", "the Skip to content link". Typed out, such a name drifts from the
 * control's own words (an outside review of the translations found Hindi and Kannada instructions
 * naming buttons that do not exist). So a text names a control by reference, `{label:decline}`, and the
 * build fills in the words the control shows in the text's language, from the same data the control reads:
 *
 *   Choose **{label:cookieSettings}** at the bottom of any page, then choose {label:decline}.
 *
 * `{label:decline:en}` gives the English words instead, for a gloss in brackets in a translation. The
 * Markdown fields (`@markdown`) and the plain text fields marked `@labels` in the content model take
 * references; the content check refuses an unknown name, a reference in a field that would show it
 * raw, and a control without words in the text's language.
 */

/** One reference: `{label:accept}` or `{label:accept:en}`. */
export const LABEL_REFERENCE = /\{label:([A-Za-z][\w.-]*?)(?::([a-z]{2,3}))?\}/g

/** A record of the data that a control reads its words from. */
export interface LabelSource {
  /** Its GraphQL type: `CookiePolicyPageJson`. */
  type: string
  locale: string
  values: Record<string, unknown>
}

interface ControlLabel {
  /** Where the control takes its words: the record type, and the words in one record. */
  type: string
  read: (record: Record<string, unknown>) => Iterable<[name: string, label: unknown]>
}

const at = (record: Record<string, unknown>, ...path: string[]) =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record)

/**
 * The controls a text may name, by the name it uses, each read from the record its control shows:
 * the consent banner's buttons and the footer's Cookie settings (data/cookie-policy-page/), the skip
 * link (data/interface/), and each subject of the contact form by its value (`subject.support`).
 */
const CONTROLS: readonly ControlLabel[] = [
  {
    type: "CookiePolicyPageJson",
    read: (record) => [
      ["accept", at(record, "banner", "acceptLabel")],
      ["decline", at(record, "banner", "declineLabel")],
      ["cookieSettings", at(record, "settingsLabel")],
    ],
  },
  { type: "InterfaceJson", read: (record) => [["skipLink", at(record, "skipLink")]] },
  {
    type: "ContactPageJson",
    read: (record) => {
      const subjects = at(record, "form", "subjects")
      return (Array.isArray(subjects) ? subjects : []).map((subject: Record<string, unknown>) => [
        `subject.${String(subject.value)}`,
        subject.label,
      ])
    },
  },
]

/** The record types whose data holds the controls' words: what the build loads to fill references. */
export const LABEL_SOURCE_TYPES = [...new Set(CONTROLS.map((control) => control.type))]

/** Per language, each control's words by name. */
export type ControlLabels = ReadonlyMap<string, ReadonlyMap<string, string>>

/** Every control's words in every language, from the records that hold them. */
export function controlLabels(records: Iterable<LabelSource>): ControlLabels {
  const labels = new Map<string, Map<string, string>>()
  for (const record of records) {
    for (const control of CONTROLS.filter((candidate) => candidate.type === record.type)) {
      for (const [name, label] of control.read(record.values)) {
        if (typeof label !== "string" || label.trim() === "") continue
        if (!labels.has(record.locale)) labels.set(record.locale, new Map())
        labels.get(record.locale)!.set(name, label)
      }
    }
  }
  return labels
}

/** The names any language's data gives words to: what a reference may name. */
const knownNames = (labels: ControlLabels) => new Set([...labels.values()].flatMap((names) => [...names.keys()]))

/** The references in a text, in order. */
export const labelReferences = (text: string) =>
  [...text.matchAll(LABEL_REFERENCE)].map(([reference, name, locale]) => ({ reference, name, locale }))

/**
 * What is wrong with a text's references in `locale`: a name no control has, or a control without
 * words in the language the reference asks for. Empty when every reference can be filled.
 */
export function labelProblems(text: string, labels: ControlLabels, locale: string): string[] {
  const names = knownNames(labels)
  return labelReferences(text).flatMap(({ reference, name, locale: asked }) => {
    if (!names.has(name))
      return [
        `${reference} names no control; known: ${[...names]
          .sort()
          .map((n) => `{label:${n}}`)
          .join(", ")}`,
      ]
    const language = asked ?? locale
    return labels.get(language)?.has(name) ? [] : [`${reference}: the control has no words in ${language}`]
  })
}

/** The text with each reference replaced by the control's words; fails naming a reference it cannot fill. */
export function fillLabels(text: string, labels: ControlLabels, locale: string): string {
  return text.replace(LABEL_REFERENCE, (reference, name: string, asked: string | undefined) => {
    const label = labels.get(asked ?? locale)?.get(name)
    if (label === undefined) throw new Error(labelProblems(reference, labels, locale).join("; ") || reference)
    return label
  })
}

/** The parts of Gatsby's resolver context read here. */
export interface LabelContext {
  nodeModel?: {
    findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>
    findRootNodeAncestor?(obj: unknown, predicate?: (node: Record<string, unknown>) => boolean): unknown
  }
}

/**
 * A field extension's resolver, as Gatsby calls it: the record or object that holds the field, the
 * field's arguments, the build's context, and which field. @labels and @markdown both read the text
 * the data holds in `source[info.fieldName]`.
 */
export type FieldResolver<T = unknown> = (
  source: Record<string, unknown>,
  args: unknown,
  context: LabelContext,
  info: { fieldName: string },
) => Promise<T>

/**
 * The language of the text a resolver fills: its record's, or for an object inside a record (a cookie
 * policy's storage group) the record's it belongs to.
 */
export function localeOf(source: Record<string, unknown>, context: LabelContext): string | undefined {
  if (typeof source.locale === "string") return source.locale
  const record = context.nodeModel?.findRootNodeAncestor?.(
    source,
    (node) => typeof node.locale === "string" && typeof node.internal === "object",
  ) as Record<string, unknown> | null | undefined
  return typeof record?.locale === "string" ? record.locale : undefined
}

/** Every control's words, from the nodes of the build (a resolver's context). */
export async function loadControlLabels(context: LabelContext): Promise<ControlLabels> {
  const nodeModel = context.nodeModel
  if (!nodeModel) throw new Error("A text names a control ({label:…}), but no node model is at hand to read it from")
  const records = await Promise.all(
    LABEL_SOURCE_TYPES.map(async (type) =>
      [...(await nodeModel.findAll({ type })).entries].map((node) => {
        const { locale, ...values } = node as Record<string, unknown>
        return { type, locale: String(locale), values }
      }),
    ),
  )
  return controlLabels(records.flat())
}

/**
 * `@labels` on a plain text field of the content model: the text may name controls (`{label:accept}`),
 * and a query reads it with their words filled in, in the record's language.
 */
export const labelsExtension = {
  name: "labels",
  extend: (): { resolve: FieldResolver } => ({
    resolve: async (source, _args, context, info) => {
      const value = source[info.fieldName]
      if (typeof value !== "string" || labelReferences(value).length === 0) return value
      return fillLabels(value, await loadControlLabels(context), localeOf(source, context) ?? "en")
    },
  }),
}
