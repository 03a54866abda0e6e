import fs from "fs"
import path from "path"
import { parse, Kind, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import { decapConfig, humanize, type DecapCollection, type DecapField } from "../../cms/config"
import { typeDefs } from "../../schema/content-model"
import { pascalCase } from "../../schema/json-files"

const dataDir = path.join(__dirname, "..", "..", "data")
const icons = ["heart", "pill"]
const config = decapConfig(typeDefs, dataDir, { default: icons, SocialLinksJson: ["x", ...icons] })

const types = new Map(
  parse(typeDefs)
    .definitions.filter((def): def is ObjectTypeDefinitionNode => def.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map((def) => [def.name.value, def]),
)
const named = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : named(type.type))

/** Every JSON file under data/, relative to the repository: data/site.json, data/jobs/<slug>.json. */
function dataFiles(dir = dataDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return dataFiles(full)
    return entry.name.endsWith(".json") ? [path.relative(path.join(dataDir, ".."), full).split(path.sep).join("/")] : []
  })
}

/** The collection (folder) or file entry that edits a data file, with the fields of one record. */
function editorOf(file: string): { fields: DecapField[]; type: string } | undefined {
  for (const collection of config.collections as DecapCollection[]) {
    if (collection.folder && path.dirname(file) === collection.folder)
      return { fields: collection.fields ?? [], type: `${pascalCase(collection.name)}Json` }
    const entry = collection.files?.find((candidate) => candidate.file === file)
    if (entry) {
      const list = collection.name === "lists" ? entry.fields[0].fields : entry.fields
      return { fields: list ?? [], type: `${pascalCase(entry.name)}Json` }
    }
  }
  return undefined
}

/** Compares the Decap fields with the schema type's fields, recursively: names, required, nesting. */
function expectFieldsMatch(fields: DecapField[], typeName: string, where: string) {
  const type = types.get(typeName)!
  const expected = (type.fields ?? []).filter((field) => !["fields", "id"].includes(field.name.value))
  expect(fields.map((field) => field.name)).toEqual(
    expected.map((field) => (field.name.value === "jsonId" ? "id" : field.name.value)),
  )
  expected.forEach((definition, i) => {
    const field = fields[i]
    const at = `${where}.${field.name}`
    expect({ at, required: field.required }).toEqual({ at, required: definition.type.kind === Kind.NON_NULL_TYPE })
    const nested = types.get(named(definition.type))
    if (nested && !definition.directives?.some((directive) => directive.name.value === "link"))
      expectFieldsMatch(field.fields ?? [], nested.name.value, at)
  })
}

describe("the generated Decap CMS configuration", () => {
  it("lets an editor edit every data file", () => {
    const files = dataFiles()
    expect(files.length).toBeGreaterThan(30)
    expect(files.filter((file) => !editorOf(file))).toEqual([])
  })

  it("has every field of the content model, required exactly where the schema has !", () => {
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
