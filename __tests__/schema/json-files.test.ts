import type { Node, NodeInput } from "gatsby"
import {
  typedRecords,
  createRecords,
  dataFile,
  DATA_FILE_TYPE,
  isOwnFolderFile,
  recordType,
} from "../../schema/json-files"

const gatsbyNode = (id: string, type: string, fields: Record<string, unknown>, parent: string | null = null): Node => ({
  id,
  parent,
  children: [],
  internal: { type, contentDigest: id, owner: "test" },
  ...fields,
})

describe("dataFile", () => {
  it("reads the language from the file name", () => {
    expect(dataFile("faqs/faqs.hi.json")).toEqual({ locale: "hi", path: "faqs/faqs.json" })
    expect(dataFile("jobs/nurse.kn.json")).toEqual({ locale: "kn", path: "jobs/nurse.json" })
    expect(dataFile("site.json")).toEqual({ locale: "", path: "site.json" })
  })
})

describe("isOwnFolderFile", () => {
  it("tells a page's copy or list in its own folder from a record of a folder of records", () => {
    expect(isOwnFolderFile("faqs/faqs.hi.json")).toBe(true)
    expect(isOwnFolderFile("home-page/home-page.en.json")).toBe(true)
    expect(isOwnFolderFile("jobs/nurse.kn.json")).toBe(false)
    expect(isOwnFolderFile("faqs.hi.json")).toBe(false)
  })
})

describe("recordType", () => {
  it("names records after their folder, whatever the language", () => {
    expect(recordType("home-page/home-page.en.json")).toBe("HomePageJson")
    expect(recordType("faqs/faqs.hi.json")).toBe("FaqsJson")
    expect(recordType("blog-posts/first-post.kn.json")).toBe("BlogPostsJson")
    expect(recordType("blog-posts/")).toBe("BlogPostsJson")
  })
})

describe("createRecords", () => {
  const run = (relativePath: string, fields: Record<string, unknown>, type = DATA_FILE_TYPE) => {
    const nodes: Record<string, Node> = { file1: gatsbyNode("file1", "File", { relativePath }) }
    const created: NodeInput[] = []
    const links: unknown[] = []
    createRecords({
      node: gatsbyNode("data1", type, fields, "file1"),
      getNode: (id) => nodes[id],
      actions: { createNode: (node) => created.push(node), createParentChildLink: (link) => links.push(link) },
      createNodeId: (seed) => `id(${seed})`,
      createContentDigest: (input) => JSON.stringify(input),
    })
    return { created, links }
  }

  it("makes a list file's items records, in list order, with id kept as jsonId and the file's language", () => {
    const { created, links } = run("faqs/faqs.hi.json", {
      items: [
        { id: 2, title: "B" },
        { id: 1, title: "A" },
      ],
    })
    expect(created.map((node) => [node.title, node.jsonId, node.locale, node.internal.type])).toEqual([
      ["B", 2, "hi", "FaqsJson"],
      ["A", 1, "hi", "FaqsJson"],
    ])
    expect(new Set(created.map((node) => node.id)).size).toBe(2)
    expect(created.every((node) => node.parent === "data1")).toBe(true)
    expect(links).toHaveLength(2)
  })

  it("makes a file that is one object one record, typed after its folder", () => {
    expect(run("site/site.en.json", { companyName: "X" }).created).toEqual([
      expect.objectContaining({
        companyName: "X",
        locale: "en",
        internal: expect.objectContaining({ type: "SiteJson" }),
      }),
    ])
    expect(run("jobs/nurse.kn.json", { slug: "nurse" }).created[0]).toMatchObject({ slug: "nurse", locale: "kn" })
  })

  it("treats an object with other keys beside items as one record", () => {
    expect(run("faqs/faqs.en.json", { items: [], title: "x" }).created).toHaveLength(1)
  })

  it("makes the records a page holds (@records) records of their own, after the page's, and leaves them out of it", () => {
    const held = [
      { path: ["faq", "items"], type: "FaqsJson" },
      { path: ["notFound"], type: "NotFoundPageJson" },
    ]
    const page = {
      title: "Home",
      faq: { title: "Questions", items: [{ id: 7, title: "Q7" }, { title: "no id" }] },
      notFound: { title: "Lost" },
    }
    expect(typedRecords(page, "HomePageJson", held)).toEqual([
      { type: "HomePageJson", fields: { title: "Home", faq: { title: "Questions" } } },
      { type: "FaqsJson", fields: { jsonId: 7, title: "Q7" }, item: "FaqsJson 7" },
      { type: "FaqsJson", fields: { title: "no id" }, item: "FaqsJson 1" },
      { type: "NotFoundPageJson", fields: { title: "Lost" } },
    ])
    // a list file's items keep their own keys
    expect(typedRecords({ items: [{ id: 3 }, {}] }, "FaqsJson").map((record) => record.item)).toEqual(["3", "1"])
    // nothing held where the file has nothing
    expect(typedRecords({ title: "Home" }, "HomePageJson", held)).toHaveLength(1)
  })

  it("gives held records their file's language and parent, as nodes of their type", () => {
    const nodes: Record<string, Node> = {
      file1: gatsbyNode("file1", "File", { relativePath: "home-page/home-page.kn.json" }),
    }
    const created: NodeInput[] = []
    createRecords(
      {
        node: gatsbyNode("data1", DATA_FILE_TYPE, { hero: { title: "T", stats: [{ id: 1, value: "1" }] } }, "file1"),
        getNode: (id) => nodes[id],
        actions: { createNode: (node) => created.push(node), createParentChildLink: () => undefined },
        createNodeId: (seed) => `id(${seed})`,
        createContentDigest: (input) => JSON.stringify(input),
      },
      (type) => (type === "HomePageJson" ? [{ path: ["hero", "stats"], type: "StatsJson" }] : []),
    )
    expect(created.map((node) => [node.internal.type, node.locale, node.parent])).toEqual([
      ["HomePageJson", "kn", "data1"],
      ["StatsJson", "kn", "data1"],
    ])
    expect(created[0].hero).toEqual({ title: "T" })
    expect(created[1]).toMatchObject({ jsonId: 1, value: "1" })
  })

  it("leaves other nodes alone", () => {
    expect(run("site/site.en.json", {}, "SiteJson").created).toEqual([])
  })
})
