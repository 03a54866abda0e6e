import { DEFAULT_LOCALE, LOCALES } from "../src/lib/locales"
import { dataFile, isOwnFolderFile } from "./json-files"
import { hasTranslatedText, isTranslated, readContentModel, type ContentModel, type ModelType } from "./model"

/**
 * The languages of the content, checked across files (each file on its own is validateContent's):
 * - every data file names its language (`site.hi.json`) and is in a folder (`site/site.hi.json`);
 * - a page's copy (a file that is one object, or a list) exists in every language, or the build fails:
 *   a page exists in a language only when it is translated;
 * - a translated record has an English original, and keeps its shared values (`@shared` text, numbers,
 *   dates, links: what the model does not translate) exactly as the English has them, and in its text
 *   the English's placeholders (`{number}`, `{title}`), which a component fills: in another word
 *   order, but none lost or misspelt;
 * - a job, post, news item or list item written in English first is simply not built in a language yet:
 *   listed in the report of what is still untranslated, per language.
 */

export interface LocalizedRecord {
  /** The record's file relative to data/: `faqs.hi.json`, `jobs/nurse.en.json`. */
  file: string
  /** The record's type: `FaqsJson`. */
  type: string
  /** The item's key in a list file: its `id`, else its position. Absent for a file that is one record. */
  item?: string
  /** The record's fields as its file holds them (`jsonId` for `id`). */
  values: Record<string, unknown>
}

export interface TranslationReport {
  /** What fails the build, each naming file, field and language. */
  problems: string[]
  /** Per language, the English records it does not have yet. */
  untranslated: Partial<Record<string, string[]>>
}

/** Folders whose files are records of their own: a missing translation leaves one page out, nothing more. */
const isFolderRecord = (file: string) => !isOwnFolderFile(file)

/** The numbers in a text, in order: "< 2h" → "2", "1 in 20" and "20 में से 1" → "1 20" (sorted: word order differs). */
const figures = (value: unknown) =>
  String(value ?? "")
    .match(/\d+(?:[.,]\d+)*/g)
    ?.sort()
    .join(" ") ?? ""

/** The placeholders a component fills in a text, sorted: "{number} पर कॉल करें" → "{number}". */
const slots = (value: unknown) => (String(value ?? "").match(/\{\w+\}/g) ?? []).sort().join(" ")

const describeValue = (value: unknown) => (value === undefined ? "nothing" : JSON.stringify(value))

/** The shared values of `value` (a record or a nested object of type `type`) that differ in `translation`. */
function sharedDifferences(model: ContentModel, type: ModelType, value: unknown, translation: unknown, at: string) {
  const differences: string[] = []
  const source = (value ?? {}) as Record<string, unknown>
  const target = (translation ?? {}) as Record<string, unknown>
  // the records a page holds (`@records`) are compared as records of their own
  for (const field of type.fields.filter((candidate) => !candidate.records)) {
    const key = field.name === "jsonId" ? "jsonId" : field.key
    const path = at ? `${at}.${key}` : key
    const nested = model.types.get(field.type)
    if (nested && !field.link) {
      if (field.list) {
        const items = (source[key] ?? []) as unknown[]
        const translated = (target[key] ?? []) as unknown[]
        if (items.length !== translated.length)
          differences.push(`${path} has ${translated.length} items, the English ${items.length}`)
        else
          items.forEach((item, i) =>
            differences.push(...sharedDifferences(model, nested, item, translated[i], `${path}[${i}]`)),
          )
      } else differences.push(...sharedDifferences(model, nested, source[key], target[key], path))
    } else if (field.figure && figures(source[key]) !== figures(target[key])) {
      differences.push(
        `${path} must keep the figures of the English (${describeValue(source[key])}), found ${describeValue(target[key])}`,
      )
    } else if (isTranslated(field) && typeof source[key] === "string" && slots(source[key]) !== slots(target[key])) {
      differences.push(
        `${path} must keep the placeholders of the English (${slots(source[key]) || "none"}), found ${slots(target[key]) || "none"}`,
      )
    } else if (!isTranslated(field) && JSON.stringify(source[key]) !== JSON.stringify(target[key])) {
      differences.push(
        `${path} must be the same as in English (${describeValue(source[key])}), found ${describeValue(target[key])}`,
      )
    }
  }
  return differences
}

export function checkTranslations(sdl: string, records: readonly LocalizedRecord[]): TranslationReport {
  const model = readContentModel(sdl)
  const problems: string[] = []
  const untranslated: TranslationReport["untranslated"] = {}
  const key = (record: LocalizedRecord) =>
    `${dataFile(record.file).path} ${record.type}${record.item === undefined ? "" : `#${record.item}`}`
  const byLocale = new Map<string, Map<string, LocalizedRecord>>()
  for (const record of records) {
    const { locale, path } = dataFile(record.file)
    if (!path.includes("/")) {
      const name = path.replace(/\.json$/, "")
      problems.push(
        `${record.file}: a page's copy or list is kept in a folder of its own, named after it (data/${name}/${name}.${locale || "en"}.json), where the CMS finds it`,
      )
      continue
    }
    if (!(LOCALES as readonly string[]).includes(locale)) {
      const name = dataFile(record.file).path.replace(/\.json$/, "")
      problems.push(
        `${record.file}: the file name must end in its language, ${LOCALES.map((l) => `${name.split("/").pop()}.${l}.json`).join(", ")}`,
      )
      continue
    }
    if (!byLocale.has(locale)) byLocale.set(locale, new Map())
    byLocale.get(locale)!.set(key(record), record)
  }
  const english = byLocale.get(DEFAULT_LOCALE) ?? new Map<string, LocalizedRecord>()
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    const translated = byLocale.get(locale) ?? new Map<string, LocalizedRecord>()
    const missingFiles = new Set<string>()
    const translatedFiles = new Set([...translated.values()].map((record) => record.file))
    for (const [recordKey, original] of english) {
      const type = model.types.get(original.type)
      // settings without text (security-contact.en.json) have one file, the English
      if (!type || !hasTranslatedText(type, model)) continue
      const translation = translated.get(recordKey)
      const localeFile = original.file.replace(/\.[a-z]{2,3}\.json$/, `.${locale}.json`)
      if (!translation) {
        if (isFolderRecord(original.file) || original.item !== undefined) {
          // a file that exists but lacks an item, or a record of a folder: built once translated
          const fileExists = translatedFiles.has(localeFile)
          if (original.item !== undefined && !fileExists && !isFolderRecord(original.file)) missingFiles.add(localeFile)
          else
            (untranslated[locale] ??= []).push(
              original.item === undefined ? localeFile : `${localeFile} item ${original.item}`,
            )
        } else missingFiles.add(localeFile)
        continue
      }
      for (const difference of sharedDifferences(model, type, original.values, translation.values, ""))
        problems.push(
          `${translation.file}${original.item === undefined ? "" : ` item ${original.item}`} (${locale}): ${difference}`,
        )
    }
    for (const file of missingFiles)
      problems.push(`${file} is missing: the page copy in data/ must exist in every language (${locale} here)`)
    for (const [recordKey, translation] of translated)
      if (!english.has(recordKey))
        problems.push(
          `${translation.file}${translation.item === undefined ? "" : ` item ${translation.item}`} (${locale}) has no English original: ${translation.file.replace(/\.[a-z]{2,3}\.json$/, ".en.json")}`,
        )
  }
  return { problems, untranslated }
}

/** The build's report of records not yet translated, or nothing when every language is complete. */
export function untranslatedReport(untranslated: TranslationReport["untranslated"]): string | undefined {
  const lines = Object.entries(untranslated).flatMap(([locale, files]) =>
    files && files.length > 0
      ? [
          `  ${locale}: ${files.length} not yet translated, not built in ${locale}:`,
          ...files.map((file) => `    - data/${file}`),
        ]
      : [],
  )
  return lines.length > 0 ? ["Written in English, not yet translated:", ...lines].join("\n") : undefined
}
