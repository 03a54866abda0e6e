import { readContentModel, isTranslated, type ContentModel, type ModelType } from "./model"
import type { LocalizedRecord } from "./translations"

/**
 * The glossary (schema/glossary.json): for each recurring term, the words the site uses in Hindi and
 * Kannada and the variants it does not use. It is not site copy (nothing in data/ is sourced from it);
 * the content check reads it, and fails the build naming the file, the field and the term when a
 * translated text uses an avoided variant.
 */

export interface AvoidedVariant {
  text: string
  /**
   * `start` (the default): at the start of a word, whatever follows, so a stem catches its case
   * endings (ಒಪ್ಪಿಗೆ → ಒಪ್ಪಿಗೆಯನ್ನು); `word`: the whole word only; `anywhere`: inside words too (a spelling).
   */
  match?: "start" | "word" | "anywhere"
  /** Files where the variant is right, by the start of their path under data/: `legal-pages/`. */
  except?: string[]
  note?: string
}

export interface GlossaryEntry {
  use: string[]
  avoid?: Array<string | AvoidedVariant>
}

export interface GlossaryTerm {
  en: string
  note?: string
  [locale: string]: GlossaryEntry | string | undefined
}

export interface Glossary {
  terms: GlossaryTerm[]
}

/** A language's entry of a term (the term's other keys are its English words and its note). */
const entryOf = (term: GlossaryTerm, locale: string) =>
  locale === "en" || locale === "note" ? undefined : (term[locale] as GlossaryEntry | undefined)

const variantOf = (avoid: string | AvoidedVariant): AvoidedVariant =>
  typeof avoid === "string" ? { text: avoid } : avoid

// text is compared in NFC: a nukta letter typed as one code point (क़) or two (क + ़) is the same
const nfc = (text: string) => text.normalize("NFC")
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
// a letter or a vowel sign, virama or nukta: what continues a word in Devanagari and Kannada
const WORD = "[\\p{L}\\p{M}]"

/** The pattern of an avoided variant, matched as the glossary says (at a word's start by default). */
function patternOf(variant: AvoidedVariant): RegExp {
  const text = escape(nfc(variant.text))
  if (variant.match === "anywhere") return new RegExp(text, "gu")
  const end = variant.match === "word" ? `(?!${WORD})` : ""
  return new RegExp(`(?<!${WORD})${text}${end}`, "gu")
}

interface Rule {
  term: GlossaryTerm
  use: string[]
  variant: AvoidedVariant
  pattern: RegExp
}

/** Per language, every avoided variant with its term. */
function rulesOf(glossary: Glossary): Map<string, Rule[]> {
  const rules = new Map<string, Rule[]>()
  for (const term of glossary.terms) {
    for (const locale of Object.keys(term)) {
      const entry = entryOf(term, locale)
      for (const avoid of entry?.avoid ?? []) {
        const variant = variantOf(avoid)
        if (!rules.has(locale)) rules.set(locale, [])
        rules.get(locale)!.push({ term, use: entry!.use, variant, pattern: patternOf(variant) })
      }
    }
  }
  return rules
}

/** The avoided variants a text uses in `locale`, each once, in `file` (where an `except` may allow it). */
export function avoidedIn(glossary: Glossary, text: string, locale: string, file = "") {
  const normalized = nfc(text)
  return (rulesOf(glossary).get(locale) ?? []).filter(
    ({ variant, pattern }) =>
      !(variant.except ?? []).some((prefix) => file.startsWith(prefix)) && new RegExp(pattern).test(normalized),
  )
}

/** The translated text of a record, field by field (`body`, `items[2].title`), following nested objects and lists. */
function* translatedText(
  model: ContentModel,
  type: ModelType,
  values: unknown,
  at = "",
): Generator<[path: string, text: string]> {
  const record = (values ?? {}) as Record<string, unknown>
  for (const field of type.fields.filter((candidate) => !candidate.records)) {
    const key = field.name === "jsonId" ? "jsonId" : field.key
    const path = at ? `${at}.${key}` : key
    const value = record[key]
    const items = field.list && Array.isArray(value) ? value.map((item, i) => [`${path}[${i}]`, item] as const) : []
    const nested = model.types.get(field.type)
    if (nested && !field.link) {
      if (field.list) for (const [itemPath, item] of items) yield* translatedText(model, nested, item, itemPath)
      else yield* translatedText(model, nested, value, path)
    } else if (isTranslated(field)) {
      if (typeof value === "string") yield [path, value]
      for (const [itemPath, item] of items) if (typeof item === "string") yield [itemPath, item]
    }
  }
}

/**
 * Every use of an avoided variant in the translated text of `records`, as the build reports it:
 * `legal-pages/privacy.kn.json (kn): body uses "ಒಪ್ಪಿಗೆ" for "consent", which the glossary writes "ಸಮ್ಮತಿ" (schema/glossary.json)`.
 */
export function checkGlossary(sdl: string, glossary: Glossary, records: readonly LocalizedRecord[]): string[] {
  const model = readContentModel(sdl)
  const problems: string[] = []
  for (const record of records) {
    const locale = /\.([a-z]{2,3})\.json$/.exec(record.file)?.[1] ?? ""
    const type = model.types.get(record.type)
    if (!type || locale === "en") continue
    for (const [path, text] of translatedText(model, type, record.values)) {
      for (const { term, use, variant } of avoidedIn(glossary, text, locale, record.file)) {
        const item = record.item === undefined ? "" : ` item ${record.item}`
        problems.push(
          `${record.file}${item} (${locale}): ${path} uses "${variant.text}" for "${term.en}", which the glossary writes ${use.map((word) => `"${word}"`).join(" or ")}${variant.note ? ` (${variant.note})` : ""} (schema/glossary.json)`,
        )
      }
    }
  }
  return problems
}
