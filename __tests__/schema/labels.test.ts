import { typeDefs } from "../../schema/content-model"
import {
  controlLabels,
  fillLabels,
  labelProblems,
  labelReferences,
  labelsExtension,
  localeOf,
  type LabelSource,
} from "../../schema/labels"
import { loadMarkdown, markdownExtension } from "../../schema/markdown"
import { readContentModel, type ModelType } from "../../schema/model"
import { loadRecords } from "../helpers/content"

const banner = (locale: string, acceptLabel: string, declineLabel: string): LabelSource => ({
  type: "CookiePolicyPageJson",
  locale,
  values: { settingsLabel: locale === "en" ? "Cookie settings" : "कुकी सेटिंग्स", banner: { acceptLabel, declineLabel } },
})
const subjects: LabelSource = {
  type: "ContactPageJson",
  locale: "hi",
  values: { form: { subjects: [{ value: "support", label: "तकनीकी सहायता" }] } },
}
const labels = controlLabels([banner("en", "Accept", "Decline"), banner("hi", "स्वीकार करें", "मना करें"), subjects])

describe("a text names a control by reference", () => {
  it("and gets the control's own words in the text's language, or in the one it asks for", () => {
    expect(fillLabels('"{label:decline}" ({label:decline:en}) चुनें', labels, "hi")).toBe('"मना करें" (Decline) चुनें')
    expect(fillLabels("Choose {label:cookieSettings}.", labels, "en")).toBe("Choose Cookie settings.")
    expect(fillLabels("विषय {label:subject.support}", labels, "hi")).toBe("विषय तकनीकी सहायता")
  })

  it("follows the control when its words change: the text cannot drift from the button", () => {
    const renamed = controlLabels([banner("hi", "स्वीकार करें", "अस्वीकार करें")])
    expect(fillLabels('"{label:decline}" चुनें', renamed, "hi")).toBe('"अस्वीकार करें" चुनें')
  })

  it("fails on a name no control has, or a control without words in the language", () => {
    expect(labelProblems("{label:acept}", labels, "en")).toEqual([
      "{label:acept} names no control; known: {label:accept}, {label:cookieSettings}, {label:decline}, {label:subject.support}",
    ])
    expect(labelProblems("{label:subject.support}", labels, "en")).toEqual([
      "{label:subject.support}: the control has no words in en",
    ])
    expect(() => fillLabels("{label:acept}", labels, "en")).toThrow("{label:acept} names no control")
  })

  it("finds each reference with the language it asks for", () => {
    expect(labelReferences("{label:accept} or {label:accept:en}, not {label} or {name}")).toEqual([
      { reference: "{label:accept}", name: "accept", locale: undefined },
      { reference: "{label:accept:en}", name: "accept", locale: "en" },
    ])
  })
})

describe("the build fills references", () => {
  /** A node model as Gatsby's resolvers get it: the records, and the record an inner object belongs to. */
  const context = (records: Array<Record<string, unknown>>, owner?: Record<string, unknown>) => ({
    nodeModel: {
      findAll: async ({ type }: { type: string }) => ({
        entries: records.filter((record) => (record.internal as { type: string }).type === type),
      }),
      findRootNodeAncestor: (_obj: unknown, predicate?: (node: Record<string, unknown>) => boolean) =>
        owner && (!predicate || predicate(owner)) ? owner : null,
    },
  })
  const nodes = [banner("en", "Accept", "Decline"), banner("hi", "स्वीकार करें", "मना करें")].map((source) => ({
    ...source.values,
    locale: source.locale,
    internal: { type: source.type },
  }))

  it("in Markdown, as plain text in the record's language, headings' ids included", async () => {
    const field = markdownExtension.extend({}, { type: "String!" })
    const source = { locale: "hi", body: '## जब आप "{label:accept}" चुनें\n\n**{label:decline}** *चुनें*' }
    const rendered = await field.resolve(source, {}, context(nodes), { fieldName: "body" })
    const { html, headings } = rendered!
    expect(html).toContain("<strong>मना करें</strong>")
    expect(headings).toEqual([{ depth: 2, id: "जब-आप-स्वीकार-करें-चुनें", text: 'जब आप "स्वीकार करें" चुनें' }])
  })

  it("in a @labels text inside an object, in the language of the record that holds it", async () => {
    const group = { text: "जब तक आप '{label:accept}' नहीं चुनते" }
    const record = { locale: "hi", internal: { type: "CookiePolicyPageJson" }, groups: [group] }
    const value = await labelsExtension.extend().resolve(group, {}, context(nodes, record), { fieldName: "text" })
    expect(value).toBe("जब तक आप 'स्वीकार करें' नहीं चुनते")
    expect(localeOf(group, context(nodes, record))).toBe("hi")
  })

  it("leaves a text without references alone, needing no node model", async () => {
    expect(await labelsExtension.extend().resolve({ text: "Plain." }, {}, {}, { fieldName: "text" })).toBe("Plain.")
  })

  it("keeps a reference as written where no words are given (the CMS preview)", async () => {
    expect((await loadMarkdown()).render("Choose {label:accept}.").html).toBe("<p>Choose {label:accept}.</p>")
  })
})

describe("the legal, help and cookie texts in data/", () => {
  const records = loadRecords()
  const localeOfFile = (file: string) => /\.([a-z]{2,3})\.json$/.exec(file)![1]
  const dataLabels = controlLabels(
    records.map((record) => ({ type: record.type, locale: localeOfFile(record.file), values: record.values })),
  )
  const model = readContentModel(typeDefs)

  /** Every Markdown or @labels text of the data with its file, language and field. */
  const texts = (() => {
    const found: Array<{ file: string; locale: string; field: string; text: string }> = []
    const walk = (type: ModelType, values: unknown, file: string, at: string) => {
      const record = (values ?? {}) as Record<string, unknown>
      for (const field of type.fields) {
        const value = record[field.key]
        const nested = model.types.get(field.type)
        const path = at ? `${at}.${field.key}` : field.key
        if (nested && !field.link)
          for (const [i, item] of (field.list && Array.isArray(value) ? value : [value]).entries())
            walk(nested, item, file, field.list ? `${path}[${i}]` : path)
        else if ((field.markdown || field.labels) && typeof value === "string")
          found.push({ file, locale: localeOfFile(file), field: path, text: value })
      }
    }
    for (const record of records) {
      const type = model.types.get(record.type)
      if (type) walk(type, record.values, record.file, "")
    }
    return found
  })()

  it("name the consent banner's buttons, the cookie settings, the skip link and the contact subjects by reference", () => {
    const named = new Set(texts.flatMap(({ text }) => labelReferences(text).map(({ name }) => name)))
    expect([...named].sort()).toEqual(
      ["accept", "cookieSettings", "decline", "skipLink", "subject.other", "subject.pricing", "subject.support"].sort(),
    )
  })

  it("name only controls that exist, each with words in the text's language", () => {
    const problems = texts.flatMap(({ file, locale, field, text }) =>
      labelProblems(text, dataLabels, locale).map((problem) => `${file} (${locale}) ${field}: ${problem}`),
    )
    expect(problems).toEqual([])
  })

  it("never retype a control's words in quotes or bold, where they could drift from the control", () => {
    const quoted = (label: string) =>
      ['"', "“", "‘", "'", "**"].flatMap((open) => {
        const close = { "“": "”", "‘": "’" }[open] ?? open
        return [`${open}${label}${close}`]
      })
    const retyped = texts.flatMap(({ file, locale, field, text }) =>
      [...(dataLabels.get(locale) ?? new Map<string, string>())].flatMap(([name, label]) =>
        quoted(label)
          .filter((form) => text.includes(form))
          .map((form) => `${file} (${locale}) ${field} writes ${form}: write {label:${name}}`),
      ),
    )
    expect(retyped).toEqual([])
  })

  it("show each language's own words once rendered: the Kannada privacy notice names the Kannada buttons", async () => {
    // the notice's summary and its parts
    const privacy = texts.filter(({ file }) => file === "legal-pages/privacy.kn.json").map(({ text }) => text)
    expect(privacy.length).toBeGreaterThan(1)
    const { html } = (await loadMarkdown()).render(privacy.join("\n\n"), "kn", dataLabels)
    const words = dataLabels.get("kn")!
    for (const name of ["accept", "decline", "cookieSettings"]) expect(html).toContain(words.get(name))
    expect(html).not.toContain("{label:")
  })
})
