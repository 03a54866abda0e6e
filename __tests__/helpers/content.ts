import fs from "fs"
import path from "path"
import { formatCalendarDate } from "../../schema/calendar-date"
import { LOCALIZED_PATH_ALIASES, isExternal, normalizePath } from "../../src/lib/routes"
import { recordType, typedRecords } from "../../schema/json-files"
import { heldRecords, readContentModel } from "../../schema/model"
import { isFact } from "../../schema/facts"
import { controlLabels, fillLabels, type ControlLabels } from "../../schema/labels"
import { typeDefs } from "../../schema/content-model"
import type { LocalizedRecord } from "../../schema/translations"
import fixtureSite from "../fixtures/fixture-site.json"
import { FIGURE_REFERENCE, figureByKey } from "../../src/lib/figures"

/**
 * The tests' content: a frozen copy of data/ with its own dates (__tests__/fixtures/content), never
 * the live data/, so an editor's publish or a date passing never changes what a test sees. The same
 * folder and clock build the site the browser tests visit (`npm run build:fixture`).
 */
export const FIXTURE_CONTENT_DIR = path.join(__dirname, "..", "..", fixtureSite.contentDir)
/** The tests' "now", the fixture build's SITE_NOW: 15 June 2026, noon in India. */
export const FIXTURE_NOW = new Date(fixtureSite.now)
const dataDir = FIXTURE_CONTENT_DIR

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as unknown

const model = readContentModel(typeDefs)

/** Every record of data/ with its file, type and item key, as the build makes them (schema/json-files.ts). */
function allRecords() {
  return fs
    .readdirSync(dataDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => {
      const type = recordType(file)
      const content = readJson(path.join(dataDir, file)) as Record<string, unknown>
      return typedRecords(content, type, heldRecords(model, type)).map((record) => ({ file, ...record }))
    })
}

/** The records of one type (`FaqsJson`) in one language, in file and list order, as GraphQL returns them. */
const recordsOfType = (type: string, locale: string) =>
  allRecords()
    .filter((record) => record.type === type && record.file.endsWith(`.${locale}.json`))
    .map((record) => record.fields)

/**
 * A collection's records in one language (English by default) as GraphQL returns them (the JSON `id`
 * field is exposed as `jsonId`): the items of the list `data/<name>/<name>.<locale>.json`, or one
 * record per file `data/<name>/*.<locale>.json`, by file name; or, for a type a page holds
 * (`@records`: `faqs`, kept in home-page/), the records of that type (`FaqsJson`).
 */
export function loadCollection<T = Record<string, unknown>>(name: string, locale = "en"): T[] {
  const folder = path.join(dataDir, name)
  if (!fs.existsSync(folder)) return recordsOfType(recordType(`${name}/`), locale) as T[]
  const list = path.join(folder, `${name}.${locale}.json`)
  const records = (
    !fs.existsSync(list)
      ? fs
          .readdirSync(folder)
          .filter((file) => file.endsWith(`.${locale}.json`))
          .sort()
          .map((file) => readJson(path.join(folder, file)))
      : (readJson(list) as { items: unknown[] }).items
  ) as Array<Record<string, unknown>>
  return records.map(({ id, ...rest }) => (id === undefined ? rest : { jsonId: id, ...rest }) as T)
}

/**
 * Every record of data/ in every language, as the build hands them to the content checks
 * (checkTranslations, checkGlossary): its file under data/, its type, its item's key in a list file.
 */
export function loadRecords(): LocalizedRecord[] {
  return allRecords().map(({ file, type, item, fields }) => ({
    file,
    type,
    ...(item === undefined ? {} : { item }),
    values: fields,
  }))
}

/** The node type of a query's `allXJson` list: NodeOf<Queries.HomePageQuery, "allFaqsJson">. */
export type NodeOf<Q, K extends keyof Q> =
  NonNullable<Q[K]> extends { readonly nodes: ReadonlyArray<infer N> } ? N : never

/** A collection as an `allXJson` query returns it: `{ nodes }`, typed as that query's nodes. */
export function loadNodes<T>(name: string): { nodes: T[] } {
  return { nodes: loadCollection<T>(name) }
}

/**
 * A data file's object in one language: `loadObject("site.json")` reads data/site/site.en.json,
 * `loadObject("legal-pages/privacy.json", "hi")` a record of a folder, data/legal-pages/privacy.hi.json.
 */
export function loadObject<T = Record<string, unknown>>(file: string, locale = "en"): T {
  const [, name, given] = /^([^.]+)(?:\.([a-z]{2}))?\.json$/.exec(file) ?? []
  if (!name) throw new Error(`loadObject: "${file}" is not a data file's name (site.json, site.hi.json)`)
  const base = name.includes("/") ? name : `${name}/${name}`
  const own = path.join(dataDir, `${base}.${given ?? locale}.json`)
  if (fs.existsSync(own)) return readJson(own) as T
  // a page's copy another file holds (`@records`: search-page in interface/)
  const [record] = recordsOfType(recordType(`${name}/`), given ?? locale)
  if (!record) throw new Error(`loadObject: no ${base}.${given ?? locale}.json, nor a file that holds its record`)
  return record as T
}

/**
 * A Date field as a query's `calendar:` alias returns it, made at build time by the schema's
 * @calendarDate: `{ datePosted }` → `{ datePosted, datePostedText: "Apr 15, 2025" }`.
 */
export function withDateText<T extends Record<K, string>, K extends string>(record: T, field: K, pattern: string) {
  return { ...record, [`${field}Text`]: formatCalendarDate(record[field], pattern) } as T & Record<`${K}Text`, string>
}

export const SITE_URL = "https://www.example.com"

/**
 * The pages Gatsby creates, as allSitePage lists them ("/", "/about", …): those from src/pages/ and
 * the top-level ones gatsby-node.ts makes from data (/home, technology, legal and product pages).
 */
export function sitePagePaths(): string[] {
  const fromFiles = fs
    .readdirSync(path.join(__dirname, "..", "..", "src", "pages"))
    .filter((file) => /\.(tsx|jsx|ts|js)$/.test(file))
    .map((file) => file.replace(/\.[jt]sx?$/, ""))
    .map((name) => (name === "index" ? "/" : `/${name}`))
  const fromData = ["technologies", "legal-pages", "products"].flatMap((file) =>
    loadCollection<{ slug: string }>(file).map((record) => `/${record.slug}`),
  )
  return [...fromFiles, "/home", ...fromData]
}

/**
 * The data every static query of the site asks for, built from the real files in data/.
 * Each hook reads only its own keys, so one object can answer every useStaticQuery call.
 */
export function staticQueryData() {
  return {
    site: { siteMetadata: { siteUrl: SITE_URL, themeColor: "#0f6e66" } },
  }
}

/** The footer's groups, each link with `isPage` as the schema's resolver decides it (schema/layout-data.ts). */
function footerLinks(locale: string): Queries.LayoutDataFragment["footerLinks"] {
  const pages = new Set(sitePagePaths())
  const aliases = new Set(LOCALIZED_PATH_ALIASES.map((alias) => alias.fromPath))
  return loadCollection<{ jsonId: string; title: string; links: Array<{ label: string; url: string }> }>(
    "footer-links",
    locale,
  ).map((group) => ({
    ...group,
    links: group.links.map((link) => {
      const target = normalizePath(link.url)
      return { ...link, isPage: !isExternal(link.url) && (pages.has(target) || aliases.has(target)) }
    }),
  }))
}

/** A record as a query reads it: each `@fact` field (schema/facts.ts) null while it is a placeholder. */
function withFacts<T extends object>(typeName: string, record: T): T {
  const facts = (model.types.get(typeName)?.fields ?? []).filter((field) => field.fact)
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      facts.some((field) => field.key === key) && !isFact(value) ? null : value,
    ]),
  ) as T
}

let labels: ControlLabels | undefined
/** The controls' words in the fixture content, which the build fills in where a text names a control (`{label:accept}`). */
export const contentLabels = () =>
  (labels ??= controlLabels(
    loadRecords().map(({ file, type, values }) => ({ type, locale: /\.([a-z]{2,3})\.json$/.exec(file)![1], values })),
  ))

/** An object of type `typeName` as a query reads it: each `@labels` field (in nested objects too) with its controls' words. */
function withLabels<T>(typeName: string, value: T, locale: string): T {
  const fields = model.types.get(typeName)?.fields
  if (!fields || value === null || typeof value !== "object" || Array.isArray(value)) return value
  const record = value as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(record).map(([key, inner]) => {
      const field = fields.find((candidate) => candidate.key === key)
      if (!field) return [key, inner]
      const filled = (item: unknown) =>
        field.labels && typeof item === "string"
          ? fillLabels(item, contentLabels(), locale)
          : withLabels(field.type, item, locale)
      return [key, Array.isArray(inner) ? inner.map(filled) : filled(inner)]
    }),
  ) as T
}

/** The site's facts as a query reads them (`layout.site`). */
export const siteData = (locale = "en"): Queries.LayoutDataFragment["site"] =>
  withFacts("SiteJson", loadObject<Queries.LayoutDataFragment["site"]>("site.json", locale))

/** Every page's frame in one language, as a page query's `layout: layoutData(locale: $locale)` returns it. */
export function layoutData(locale = "en"): Queries.LayoutDataFragment {
  return {
    site: siteData(locale),
    navigation: loadCollection("navigation", locale),
    footerLinks: footerLinks(locale),
    socialLinks: loadCollection<{ url: string }>("social-links").filter((link) => isFact(link.url)) as never,
    cookiePolicy: withLabels("CookiePolicyPageJson", loadObject("cookie-policy-page.json", locale), locale),
    interface: loadObject("interface.json", locale),
    // a host's preview build only (schema/launch-gate.ts); the tests build as a local build does
    previewNotice: null,
    privacyVersion: (loadObject("legal-pages/privacy.json", locale) as { updated: string }).updated,
  }
}

/** Makes gatsby's (mocked) useStaticQuery answer with the real content. */
export function mockStaticQueries(extra: Record<string, unknown> = {}) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const gatsby = require("gatsby") as { useStaticQuery: jest.Mock }
  gatsby.useStaticQuery.mockImplementation(() => ({ ...staticQueryData(), ...extra }))
}

export { withFigureLinks } from "../../src/lib/figures"

/** A page query's `...PageFigures` in one language: the figures of data/figures/ and the words of their list. */
export function pageFigures(locale = "en"): Queries.PageFiguresFragment {
  const { items: _items, ...words } = loadObject<Queries.FigureWordsFragment & { items: unknown }>(
    "figures.json",
    locale,
  )
  const nodes = loadCollection<Queries.FigureRecordFragment>("figures", locale).map((figure) => ({
    ...figure,
    source: figure.source ?? null,
  }))
  return { figureWords: words, figures: { nodes } }
}

/** A text as its page shows it, less the marks: each figure it names (`{figure:partners}`) as its value in `locale`. */
export const figureValuesIn = (text: string, locale = "en") =>
  text.replace(FIGURE_REFERENCE, (_reference, key: string) => figureByKey(pageFigures(locale).figures.nodes, key).value)

/** An element's text without its figures' marks (the numbers that link to the sources). */
export function textWithoutMarks(element: Element): string {
  const copy = element.cloneNode(true) as Element
  copy.querySelectorAll('a[href^="#source-"]').forEach((mark) => mark.remove())
  return copy.textContent ?? ""
}
