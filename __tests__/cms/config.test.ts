import fs from "fs"
import path from "path"
import os from "os"
import {
  decapCollections,
  decapConfig,
  humanize,
  SIDEBAR,
  SIDEBAR_OTHER_ENTRIES_MAX,
  type DecapCollection,
  type DecapField,
} from "../../cms/config"
import { typeDefs } from "../../schema/content-model"
import { isListFile } from "../../schema/json-files"
import { readContentModel, type ModelType } from "../../schema/model"
import { FIXTURE_CONTENT_DIR } from "../helpers/content"
import { SLUG } from "../../schema/page-addresses"

// The fixture content, laid out as data/ (the real data/ is checked by the build and check:live): an
// editor's new record or folder changes no test here.
const dataDir = FIXTURE_CONTENT_DIR
const icons = ["heart", "pill"]
const config = decapConfig(typeDefs, dataDir, { default: icons, SocialLinksJson: ["x", ...icons] })

const model = readContentModel(typeDefs)

/** Every JSON file of the content, by its path in the repository's data/: data/site/site.en.json, data/jobs/<slug>.json. */
function dataFiles(dir = dataDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return dataFiles(full)
    return entry.name.endsWith(".json")
      ? [path.posix.join("data", path.relative(dataDir, full).split(path.sep).join("/"))]
      : []
  })
}

/** Where a file the CMS names under data/ (data/site, data/jobs/<slug>.json) is in the content read here. */
const inContent = (file: string) => path.join(dataDir, path.posix.relative("data", file))

const collection = (name: string) => config.collections.find((candidate) => candidate.name === name)!
/** A field of a collection or of an object field by its path: `fieldAt(collection("home-page").fields, "faq", "items")`. */
const fieldAt = (fields: DecapField[] | undefined, ...names: string[]): DecapField =>
  names.reduce<DecapField>((found, name) => (found.fields ?? []).find((candidate) => candidate.name === name)!, {
    name: "",
    label: "",
    widget: "object",
    fields,
  })
const englishOf = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(dataDir, name, `${name}.en.json`), "utf8")) as Record<
    string,
    Record<string, string>
  >

/** The collection that edits a data file in any language, with the fields of one record (a list's item). */
function editorOf(file: string): { fields: DecapField[]; type: ModelType } | undefined {
  const type = model.typeOfFile(path.posix.relative("data", file))
  const editor = (config.collections as DecapCollection[]).find((candidate) => candidate.folder === path.dirname(file))
  if (!editor) return undefined
  const content = JSON.parse(fs.readFileSync(inContent(file), "utf8")) as unknown
  return { fields: (isListFile(content) ? editor.fields![0].fields : editor.fields) ?? [], type }
}

/** Compares the Decap fields with the model's, recursively: keys, required, text boxes, nesting. */
function expectFieldsMatch(fields: DecapField[], type: ModelType, where: string) {
  expect(fields.map((field) => field.name)).toEqual(type.fields.map((field) => field.key))
  type.fields.forEach((definition, i) => {
    const field = fields[i]
    const at = `${where}.${field.name}`
    expect({ at, required: field.required }).toEqual({ at, required: definition.required })
    if (definition.type === "String" && definition.key !== "icon")
      expect({ at, widget: (field.field ?? field).widget }).toEqual({
        at,
        widget: definition.markdown ? "markdown" : definition.multiline ? "text" : "string",
      })
    const nested = model.types.get(definition.type)
    if (nested && !definition.link) expectFieldsMatch(field.fields ?? [], nested, at)
  })
}

describe("the generated Decap CMS configuration", () => {
  it("has a sidebar that mirrors the site: a page an entry, in the header's order, then a few records and settings", () => {
    const labels = (config.collections as DecapCollection[]).map((editor) => editor.label)
    expect(labels.length - Object.keys(SIDEBAR.pages).length).toBeLessThanOrEqual(SIDEBAR_OTHER_ENTRIES_MAX)
    expect(labels).toEqual([
      ...Object.values(SIDEBAR.pages),
      ...Object.values(SIDEBAR.records),
      ...Object.values(SIDEBAR.settings),
    ])
    // the header's pages first, in its order: Home, About, Investors, Careers, Contact
    const header = (
      JSON.parse(fs.readFileSync(path.join(dataDir, "navigation/navigation.en.json"), "utf8")) as {
        items: Array<{ label: string }>
      }
    ).items.map((link) => link.label)
    expect(labels.slice(0, header.length)).toEqual(header)
    expect(Object.values(SIDEBAR.records)).toEqual(["Job openings", "News", "Blog posts", "Legal and trust pages"])
    expect(collection("home-page").description).toMatch(/^A page of the site/)
    expect(collection("site").description).toMatch(/^Site-wide settings/)
  })

  it("gives a new page one entry among the pages, within the sidebar's limit", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "cms-data-"))
    try {
      fs.cpSync(dataDir, copy, { recursive: true })
      fs.mkdirSync(path.join(copy, "partners-page"))
      fs.writeFileSync(path.join(copy, "partners-page", "partners-page.en.json"), JSON.stringify({ title: "Partners" }))
      const sdl = `${typeDefs}\ntype PartnersPageJson implements Node @dontInfer {\n  title: String!\n}\n`
      const sidebar = { ...SIDEBAR, pages: { ...SIDEBAR.pages, "partners-page": "Partners" } }
      const labels = decapCollections(sdl, copy, { default: icons }, sidebar).map((editor) => editor.label)
      expect(labels).toEqual([
        ...Object.values(sidebar.pages),
        ...Object.values(SIDEBAR.records),
        ...Object.values(SIDEBAR.settings),
      ])
      expect(labels.length - Object.keys(sidebar.pages).length).toBeLessThanOrEqual(SIDEBAR_OTHER_ENTRIES_MAX)
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })

  it("refuses a folder of data/ that has no place in the sidebar", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "cms-data-"))
    fs.cpSync(dataDir, copy, { recursive: true })
    fs.mkdirSync(path.join(copy, "press-kit"))
    fs.writeFileSync(path.join(copy, "press-kit", "press-kit.en.json"), "{}")
    expect(() => decapCollections(typeDefs, copy, { default: icons })).toThrow(
      "data/press-kit: give each its file in the content model",
    )
    fs.rmSync(copy, { recursive: true, force: true })
  })

  it("edits the whole Home page in its one entry, sections in the page's order, named with the site's words", () => {
    const home = collection("home-page").fields!
    expect(home.map((candidate) => candidate.name)).toEqual([
      "impactBadge",
      "hero",
      "problems",
      "solutions",
      "features",
      "whyChoose",
      "story",
      "faq",
      "contact",
      "impact",
      "shareImage",
      "shareImageAlt",
    ])
    const english = englishOf("home-page")
    expect(fieldAt(home, "problems").label).toBe(`Problems: “${english.problems.title}”`)
    expect(fieldAt(home, "problems").label).toBe("Problems: “Healthcare Challenges We Solve”")
    // the cards inside their sections, where the page shows them
    expect(fieldAt(home, "problems", "items")).toMatchObject({ label: "Problems", widget: "list", i18n: true })
    expect(fieldAt(home, "features", "items")).toMatchObject({ label: "Features", widget: "list" })
    expect(fieldAt(home, "hero", "stats")).toMatchObject({ label: "Stats", widget: "list" })
    expect(fieldAt(home, "faq", "items")).toMatchObject({ label: "FAQs", label_singular: "FAQ", widget: "list" })
    expect(fieldAt(home, "faq", "items", "body")).toMatchObject({ widget: "markdown", required: true })
    // the product cards and Help's questions say where they are edited
    expect(fieldAt(home, "solutions").hint).toMatch(/Solutions → Products/)
    expect(fieldAt(collection("help-page").fields, "faq").hint).toMatch(/Home → FAQ/)
  })

  it("lets an editor edit every data file", () => {
    const files = dataFiles()
    expect(files.length).toBeGreaterThan(30)
    expect(files.filter((file) => !editorOf(file))).toEqual([])
  })

  it("shows a record's languages side by side, text per language, the rest copied from English", () => {
    expect(config.i18n).toEqual({ structure: "multiple_files", locales: ["en", "hi", "kn"], default_locale: "en" })
    const jobs = collection("jobs")
    expect(jobs.i18n).toBe(true)
    expect(jobs.fields!.find((candidate) => candidate.name === "slug")!.i18n).toBe("duplicate")
    expect(jobs.fields!.find((candidate) => candidate.name === "title")!.i18n).toBe(true)
  })

  it("edits a page's copy as one entry, its languages side by side; settings without text in English only", () => {
    expect(collection("site")).toMatchObject({
      label: "Site details",
      folder: "data/site",
      format: "json",
      i18n: true,
      create: false,
      delete: false,
    })
    expect(collection("navigation")).toMatchObject({ folder: "data/navigation", i18n: true, create: false })
    expect(collection("navigation").fields).toEqual([
      expect.objectContaining({ name: "items", widget: "list", i18n: true }),
    ])
    expect(collection("security-contact")).toMatchObject({ i18n: { locales: ["en"] } })
    // Decap's i18n on a folder collection finds an entry's languages beside it: site.en.json, site.hi.json, …
    for (const editor of config.collections as DecapCollection[]) {
      const files = fs.readdirSync(inContent(editor.folder!)).filter((file) => file.endsWith(".json"))
      expect({ editor: editor.name, files: files.filter((file) => !/\.(en|hi|kn)\.json$/.test(file)) }).toEqual({
        editor: editor.name,
        files: [],
      })
    }
  })

  it("gives a list or an object i18n true or nothing, the only values Decap's list and object widgets take", () => {
    const compound = (fields: DecapField[]): DecapField[] =>
      fields.flatMap((field) => [
        ...(["list", "object"].includes(field.widget) ? [field] : []),
        ...compound([...(field.fields ?? []), ...(field.field ? [field.field] : [])]),
      ])
    const found = (config.collections as DecapCollection[]).flatMap((editor) => compound(editor.fields ?? []))
    expect(found.length).toBeGreaterThan(20)
    expect(found.filter((field) => field.i18n !== undefined && typeof field.i18n !== "boolean")).toEqual([])
  })

  it("has every field of the content model, required exactly where the schema has !, multi-line where @multiline, Markdown where @markdown", () => {
    for (const file of dataFiles()) {
      const editor = editorOf(file)!
      expectFieldsMatch(editor.fields, editor.type, file)
    }
  })

  it("picks widgets from the field types: icon names, calendar dates, images, numbers, links", () => {
    const jobs = collection("jobs")
    const field = (name: string) => jobs.fields!.find((candidate) => candidate.name === name)!
    expect(field("datePosted")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false })
    expect(field("remote")).toMatchObject({ widget: "boolean" })
    expect(field("description")).toMatchObject({ widget: "text", required: true })
    expect(field("title")).toMatchObject({ widget: "string" })
    expect(jobs).toMatchObject({ folder: "data/jobs", create: true, format: "json", extension: "json" })

    const blog = collection("blog-posts")
    expect(blog.fields!.find((candidate) => candidate.name === "image")).toMatchObject({
      widget: "image",
      required: false,
    })
    const benefits = fieldAt(collection("home-page").fields, "whyChoose", "items")
    expect(benefits).toMatchObject({ name: "items", widget: "list", summary: "{{fields.title}}" })
    expect(benefits.fields!.find((candidate) => candidate.name === "icon")).toMatchObject({
      widget: "select",
      options: icons,
    })
    expect(benefits.fields!.find((candidate) => candidate.name === "id")).toMatchObject({
      widget: "number",
      value_type: "int",
    })
    const social = fieldAt(collection("footer").fields, "social")
    expect(social.fields!.find((candidate) => candidate.name === "icon")).toMatchObject({ options: ["x", ...icons] })
    // names, links and icons only: kept in the footer's English file
    expect(social.i18n).toBeUndefined()
    const technologies = fieldAt(collection("solutions").fields, "technologies")
    const uses = technologies.fields!.find((candidate) => candidate.name === "uses")!
    expect(uses.fields!.find((candidate) => candidate.name === "product")).toMatchObject({
      widget: "relation",
      collection: "solutions",
      value_field: "products.*.slug",
    })
    expect(technologies.fields!.find((candidate) => candidate.name === "principles")).toMatchObject({
      widget: "list",
      field: { widget: "text" },
    })
  })

  it("checks a slug as the build does, while the editor types it: one segment of an address", () => {
    const slugFields: DecapField[] = []
    const collect = (fields: DecapField[] | undefined) =>
      fields?.forEach((field) => {
        if (field.name === "slug") slugFields.push(field)
        collect(field.fields)
      })
    for (const entry of config.collections) collect(entry.fields)
    // jobs, blog posts, legal pages and their parts, technologies, products
    expect(slugFields.length).toBeGreaterThanOrEqual(6)
    for (const field of slugFields) {
      const [source, message] = field.pattern as [string, string]
      expect(new RegExp(source).source).toBe(SLUG.source)
      expect(message).toMatch(/lower-case letters, digits and hyphens/)
    }
  })

  it("names a record by its type's @label where the folder's name would not do", () => {
    expect(collection("news").label_singular).toBe("News item")
    expect(collection("jobs").label_singular).toBe("Job opening")
  })

  it("uses git-gateway unless the build's environment chooses GitHub, which needs a repository", () => {
    expect(config.backend).toEqual({ name: "git-gateway", branch: "main" })
    expect(config.local_backend).toBe(true)
    expect(
      decapConfig(
        typeDefs,
        dataDir,
        { default: icons },
        {
          backend: "github",
          repo: "lifelane/site",
          authUrl: "https://auth.example",
        },
      ).backend,
    ).toEqual({ name: "github", repo: "lifelane/site", branch: "main", base_url: "https://auth.example" })
    // without an outside service, the site's own sign-in at /api/auth (the CMS adds the page's origin as it starts)
    expect(
      decapConfig(typeDefs, dataDir, { default: icons }, { backend: "github", repo: "lifelane/site" }).backend,
    ).toEqual({ name: "github", repo: "lifelane/site", branch: "main", auth_endpoint: "api/auth" })
    expect(() => decapConfig(typeDefs, dataDir, { default: icons }, { backend: "github" })).toThrow("DECAP_GITHUB_REPO")
  })

  it("puts every change through review: draft, in review, ready, then published", () => {
    expect(config.publish_mode).toBe("editorial_workflow")
  })

  it.each([
    ["blog-posts", []],
    ["legal-pages", []],
    ["solutions", ["technologies"]],
  ])("makes a %s record's reviewer, role, review date and interval required", (name, at) => {
    const fields = (at.length ? fieldAt(collection(name).fields, ...at).fields : collection(name).fields) ?? []
    for (const review of ["reviewer", "reviewerRole", "reviewedOn", "reviewIntervalMonths"])
      expect([review, fields.find((field) => field.name === review)?.required]).toEqual([review, true])
  })

  it("labels fields in words", () => {
    expect(humanize("datePosted")).toBe("Date posted")
    expect(humanize("footer-links")).toBe("Footer links")
    expect(humanize("faqs")).toBe("FAQs")
    expect(humanize("faq")).toBe("FAQ")
    expect(humanize("seoTitle")).toBe("SEO title")
  })
})

describe("About's people and proof", () => {
  const about = collection("about-page").fields
  const lists = [
    ["people", "team", "credentialUrl"],
    ["people", "advisors", "credentialUrl"],
    ["proof", "partners", "permissionGiven"],
    ["proof", "stories", "permissionGiven"],
  ] as const

  it.each(lists)("%s.%s is a list in About's entry, written per language, that may stay empty", (part, list) => {
    const field = fieldAt(about, part, list)
    expect(field).toMatchObject({ widget: "list", i18n: true, required: false })
    expect(field.min).toBeUndefined()
  })

  it.each(lists)("each of %s.%s requires its %s, copied from English into every language", (part, list, key) => {
    expect(fieldAt(about, part, list, key)).toMatchObject({ required: true, i18n: "duplicate" })
  })

  it("a person's photo and a partner's logo are images from the site's image folder", () => {
    expect(fieldAt(about, "people", "advisors", "photo")).toMatchObject({ widget: "image", required: true })
    expect(fieldAt(about, "proof", "partners", "logo")).toMatchObject({ widget: "image", required: true })
    expect(collection("about-page")).toMatchObject({ media_folder: "../images" })
  })
})
