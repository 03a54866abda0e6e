import { fieldExtensions, heldRecords, readContentModel, withLocaleField } from "../../schema/model"
import { typeDefs } from "../../schema/content-model"

const sdl = /* GraphQL */ `
  type ProductsJson implements Node @dontInfer {
    slug: String!
  }

  "What one technology does in one of the apps."
  type TechnologyUse {
    product: ProductsJson! @link(by: "slug")
    "sentences"
    text: String @multiline
    points: [String!]! @multiline
  }

  type NewsJson implements Node @dontInfer @label(text: "News item") {
    jsonId: Int!
    date: Date! @calendarDate
    tags: [String]
  }

  type JobsJsonFields {
    open: Boolean!
  }

  type JobsJson implements Node @dontInfer {
    id: ID!
    fields: JobsJsonFields
    uses: [TechnologyUse!]
  }
`

const model = readContentModel(sdl)
const field = (type: string, name: string) =>
  model.types.get(type)!.fields.find((candidate) => candidate.name === name)!

describe("readContentModel", () => {
  it("reads each type's fields in order, with descriptions", () => {
    expect(model.types.get("TechnologyUse")).toMatchObject({
      name: "TechnologyUse",
      description: "What one technology does in one of the apps.",
    })
    expect(model.types.get("TechnologyUse")!.fields.map((candidate) => candidate.name)).toEqual([
      "product",
      "text",
      "points",
    ])
    expect(field("TechnologyUse", "text").description).toBe("sentences")
  })

  it("answers required and list, for the field and for a list's items", () => {
    expect(field("ProductsJson", "slug")).toMatchObject({ type: "String", list: false, required: true })
    expect(field("TechnologyUse", "text")).toMatchObject({ list: false, required: false })
    expect(field("TechnologyUse", "points")).toMatchObject({ list: true, required: true, itemsRequired: true })
    expect(field("NewsJson", "tags")).toMatchObject({ list: true, required: false, itemsRequired: false })
    expect(field("JobsJson", "uses")).toMatchObject({ type: "TechnologyUse", list: true, required: false })
  })

  it("names a record's JSON id jsonId and keeps id as its key in the data file", () => {
    expect(field("NewsJson", "jsonId")).toMatchObject({ name: "jsonId", key: "id", type: "Int" })
    expect(field("NewsJson", "date")).toMatchObject({ name: "date", key: "date", type: "Date" })
  })

  it("leaves out what Gatsby fills on a node: its id and the fields gatsby-node adds", () => {
    expect(model.types.get("JobsJson")!.fields.map((candidate) => candidate.name)).toEqual(["uses"])
  })

  it("reads a link's target type and key", () => {
    expect(field("TechnologyUse", "product")).toMatchObject({
      type: "ProductsJson",
      link: { type: "ProductsJson", by: "slug", key: "slug" },
    })
    expect(field("TechnologyUse", "text").link).toBeUndefined()
    const byId = readContentModel(/* GraphQL */ `
      type FaqsJson implements Node {
        jsonId: Int!
      }
      type A {
        faq: FaqsJson @link(by: "jsonId")
      }
    `)
    expect(byId.types.get("A")!.fields[0].link).toEqual({ type: "FaqsJson", by: "jsonId", key: "id" })
  })

  it("marks multi-line text from @multiline, not from the field's name", () => {
    expect(field("TechnologyUse", "text").multiline).toBe(true)
    expect(field("TechnologyUse", "points").multiline).toBe(true)
    expect(field("NewsJson", "tags").multiline).toBe(false)
  })

  it("marks Markdown from @markdown, not from the field's name", () => {
    const markdown = readContentModel(`type A { body: String! @markdown, text: String! @multiline }`).types.get("A")!
    expect(markdown.fields.map((f) => [f.name, f.markdown])).toEqual([
      ["body", true],
      ["text", false],
    ])
  })

  it("reads a type's @label", () => {
    expect(model.types.get("NewsJson")!.label).toBe("News item")
    expect(model.types.get("ProductsJson")!.label).toBeUndefined()
  })

  it("finds the type of a data file's records: a file's after its name, a folder's after the folder", () => {
    expect(model.typeOfFile("products.json").name).toBe("ProductsJson")
    expect(model.typeOfFile("news/2025-04-15-launch.json").name).toBe("NewsJson")
    expect(model.typeOfFile("jobs/").name).toBe("JobsJson")
  })

  it("fails naming the data file when the model has no type for it", () => {
    expect(() => model.typeOfFile("faqs.json")).toThrow(
      "data/faqs.json has no type FaqsJson in the content model: add it in schema/content-model/, in its folder's file",
    )
  })

  it("refuses a directive it does not know, naming where it is", () => {
    expect(() => readContentModel(`type A { text: String @multline }`)).toThrow(
      "Unknown directive @multline on A.text in the content model",
    )
    expect(() => readContentModel(`type A @lable(text: "x") { text: String }`)).toThrow(
      "Unknown directive @lable on A in the content model",
    )
  })

  it("refuses a hint that cannot apply, a label without text and a link to a missing key", () => {
    expect(() => readContentModel(`type A { count: Int @multiline }`)).toThrow("@multiline on A.count")
    expect(() => readContentModel(`type A @label { text: String }`)).toThrow('A needs @label(text: "…")')
    expect(() => readContentModel(`type B { slug: String } type A { b: B @link(by: "name") }`)).toThrow(
      "A.b links B by name, which B's data does not hold",
    )
  })

  it("finds the records a page holds (@records), nested too, and keeps the field from Gatsby", () => {
    const held = /* GraphQL */ `
      type FaqsJson implements Node @dontInfer {
        title: String!
      }
      type FaqCopy {
        title: String!
        items: [FaqsJson!]! @records
      }
      type HomePageJson implements Node @dontInfer {
        faq: FaqCopy!
        notFound: FaqsJson @records
      }
    `
    const home = readContentModel(held)
    expect(heldRecords(home, "HomePageJson")).toEqual([
      { path: ["faq", "items"], type: "FaqsJson" },
      { path: ["notFound"], type: "FaqsJson" },
    ])
    expect(home.types.get("FaqCopy")!.fields.map((candidate) => [candidate.name, candidate.records])).toEqual([
      ["title", false],
      ["items", true],
    ])
    const gatsby = withLocaleField(held)
    expect(gatsby).not.toContain("@records")
    expect(gatsby).not.toMatch(/items|notFound/)
    expect(() => readContentModel(`type A { title: String! } type P implements Node { a: [A!]! @records }`)).toThrow(
      "@records on P.a: it holds records, so its type must be a record type (implements Node)",
    )
  })

  it("refuses a field whose type the model does not define", () => {
    expect(() => readContentModel(`type A { card: IconCrad! }`)).toThrow("A.card has type IconCrad")
  })

  it("reads the site's content model, and gives Gatsby every field directive it uses that is not Gatsby's", () => {
    const site = readContentModel(typeDefs)
    expect(site.types.get("NewsJson")!.label).toBe("News item")
    expect(fieldExtensions.map((extension) => extension.name)).toEqual(
      expect.arrayContaining(["calendarDate", "multiline", "markdown"]),
    )
  })
})

describe("@labels", () => {
  it("marks plain text that names controls by reference, and is refused on Markdown, which needs no mark", () => {
    expect(readContentModel(`type A { text: String @labels }`).types.get("A")!.fields[0].labels).toBe(true)
    expect(() => readContentModel(`type A { body: String @markdown @labels }`)).toThrow(
      "@labels on A.body, a @markdown field",
    )
  })
})
