import fs from "fs"
import path from "path"
import { decapConfig, humanize, type DecapCollection, type DecapField } from "../../cms/config"
import { typeDefs } from "../../schema/content-model"
import { readContentModel, type ModelType } from "../../schema/model"

const dataDir = path.join(__dirname, "..", "..", "data")
const icons = ["heart", "pill"]
const config = decapConfig(typeDefs, dataDir, { default: icons, SocialLinksJson: ["x", ...icons] })

const model = readContentModel(typeDefs)

/** Every JSON file under data/, relative to the repository: data/site.json, data/jobs/<slug>.json. */
function dataFiles(dir = dataDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return dataFiles(full)
    return entry.name.endsWith(".json") ? [path.relative(path.join(dataDir, ".."), full).split(path.sep).join("/")] : []
  })
}

/** The collection (folder) or file entry that edits a data file in any language, with the fields of one record. */
function editorOf(file: string): { fields: DecapField[]; type: ModelType } | undefined {
  const type = model.typeOfFile(path.posix.relative("data", file))
  for (const collection of config.collections as DecapCollection[]) {
    if (collection.folder && path.dirname(file) === collection.folder) return { fields: collection.fields ?? [], type }
    const entry = collection.files?.find((candidate) => candidate.file === file)
    if (entry) return { fields: (collection.name === "lists" ? entry.fields[0].fields : entry.fields) ?? [], type }
  }
  return undefined
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
  it("lets an editor edit every data file", () => {
    const files = dataFiles()
    expect(files.length).toBeGreaterThan(30)
    expect(files.filter((file) => !editorOf(file))).toEqual([])
  })

  it("shows a record's languages side by side, text per language, the rest copied from English", () => {
    expect(config.i18n).toEqual({ structure: "multiple_files", locales: ["en", "hi", "kn"], default_locale: "en" })
    const jobs = config.collections.find((collection) => collection.name === "jobs")!
    expect(jobs.i18n).toBe(true)
    expect(jobs.fields!.find((candidate) => candidate.name === "slug")!.i18n).toBe("duplicate")
    expect(jobs.fields!.find((candidate) => candidate.name === "title")!.i18n).toBe(true)
  })

  it("lists a page's copy once per language, English first; settings without text once", () => {
    const pages = config.collections.find((collection) => collection.name === "pages")!
    expect(
      pages
        .files!.filter((entry) => entry.name.startsWith("site"))
        .map(({ name, label, file }) => ({ name, label, file })),
    ).toEqual([
      { name: "site", label: "Site", file: "data/site.en.json" },
      { name: "site-hi", label: "Site · हिन्दी", file: "data/site.hi.json" },
      { name: "site-kn", label: "Site · ಕನ್ನಡ", file: "data/site.kn.json" },
    ])
    expect(pages.files!.filter((entry) => entry.name.startsWith("security-contact"))).toHaveLength(1)
    expect(pages.files!.find((entry) => entry.name === "security-contact")).toMatchObject({
      file: "data/security-contact.en.json",
    })
  })

  it("has every field of the content model, required exactly where the schema has !, multi-line where @multiline, Markdown where @markdown", () => {
    for (const file of dataFiles()) {
      const editor = editorOf(file)!
      expectFieldsMatch(editor.fields, editor.type, file)
    }
  })

  it("picks widgets from the field types: icon names, calendar dates, images, numbers, links", () => {
    const jobs = config.collections.find((collection) => collection.name === "jobs")!
    const field = (name: string) => jobs.fields!.find((candidate) => candidate.name === name)!
    expect(field("datePosted")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false })
    expect(field("remote")).toMatchObject({ widget: "boolean" })
    expect(field("description")).toMatchObject({ widget: "text", required: true })
    expect(field("title")).toMatchObject({ widget: "string" })
    expect(jobs).toMatchObject({ folder: "data/jobs", create: true, format: "json", extension: "json" })

    const blog = config.collections.find((collection) => collection.name === "blog-posts")!
    expect(blog.fields!.find((candidate) => candidate.name === "image")).toMatchObject({
      widget: "image",
      required: false,
    })
    const lists = config.collections.find((collection) => collection.name === "lists")!
    const benefits = lists.files!.find((entry) => entry.name === "benefits")!.fields[0]
    expect(benefits).toMatchObject({ name: "items", widget: "list", summary: "{{fields.title}}" })
    expect(benefits.fields!.find((candidate) => candidate.name === "icon")).toMatchObject({
      widget: "select",
      options: icons,
    })
    expect(benefits.fields!.find((candidate) => candidate.name === "id")).toMatchObject({
      widget: "number",
      value_type: "int",
    })
    const social = lists.files!.find((entry) => entry.name === "social-links")!.fields[0]
    expect(social.fields!.find((candidate) => candidate.name === "icon")).toMatchObject({ options: ["x", ...icons] })
    const technologies = lists.files!.find((entry) => entry.name === "technologies")!.fields[0]
    const uses = technologies.fields!.find((candidate) => candidate.name === "uses")!
    expect(uses.fields!.find((candidate) => candidate.name === "product")).toMatchObject({
      widget: "relation",
      collection: "lists",
      file: "products",
      value_field: "items.*.slug",
    })
    expect(technologies.fields!.find((candidate) => candidate.name === "principles")).toMatchObject({
      widget: "list",
      field: { widget: "text" },
    })
  })

  it("names a record by its type's @label where the folder's name would not do", () => {
    const collection = (name: string) => config.collections.find((candidate) => candidate.name === name)!
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
    expect(() => decapConfig(typeDefs, dataDir, { default: icons }, { backend: "github" })).toThrow("DECAP_GITHUB_REPO")
  })

  it("labels fields in words", () => {
    expect(humanize("datePosted")).toBe("Date posted")
    expect(humanize("footer-links")).toBe("Footer links")
    expect(humanize("faqs")).toBe("FAQs")
    expect(humanize("seoTitle")).toBe("SEO title")
  })
})
