import type { Node, NodeInput } from "gatsby"
import { createListRecords, jsonTypeName, LIST_FILE_TYPE, recordType } from "../../schema/json-files"

const file = (relativePath: string) => ({ relativePath })

describe("jsonTypeName", () => {
  it("names an object file's type after the file", () => {
    expect(jsonTypeName({ node: file("home-page.json"), object: { hero: {} } })).toBe("HomePageJson")
  })

  it("gives a list file its own type, whatever its name", () => {
    expect(jsonTypeName({ node: file("faqs.json"), object: { items: [] } })).toBe(LIST_FILE_TYPE)
  })

  it("names a record in a folder after the folder", () => {
    expect(jsonTypeName({ node: file("jobs/full-stack-software-engineer.json"), object: { slug: "x" } })).toBe(
      "JobsJson",
    )
  })

  it("treats an object with other keys beside items as one record", () => {
    expect(jsonTypeName({ node: file("faqs.json"), object: { items: [], title: "x" } })).toBe("FaqsJson")
  })
})

const gatsbyNode = (id: string, type: string, fields: Record<string, unknown>, parent: string | null = null): Node => ({
  id,
  parent,
  children: [],
  internal: { type, contentDigest: id, owner: "test" },
  ...fields,
})

describe("recordType", () => {
  it("takes a folder of records as itself, as the CMS names it", () => {
    expect(recordType("blog-posts/")).toBe("BlogPostsJson")
    expect(recordType("blog-posts/first-post.json")).toBe("BlogPostsJson")
  })
})

describe("createListRecords", () => {
  const nodes: Record<string, Node> = { file1: gatsbyNode("file1", "File", file("faqs.json")) }
  const run = (items: unknown[]) => {
    const created: NodeInput[] = []
    const links: unknown[] = []
    createListRecords({
      node: gatsbyNode("list1", LIST_FILE_TYPE, { items }, "file1"),
      getNode: (id) => nodes[id],
      actions: { createNode: (node) => created.push(node), createParentChildLink: (link) => links.push(link) },
      createNodeId: (seed) => `id(${seed})`,
      createContentDigest: (input) => JSON.stringify(input),
    })
    return { created, links }
  }

  it("makes one record per item, in list order, typed after the file, with id kept as jsonId", () => {
    const { created, links } = run([
      { id: 2, title: "B" },
      { id: 1, title: "A" },
    ])
    expect(created.map((node) => [node.title, node.jsonId, node.internal.type])).toEqual([
      ["B", 2, "FaqsJson"],
      ["A", 1, "FaqsJson"],
    ])
    expect(new Set(created.map((node) => node.id)).size).toBe(2)
    expect(created.every((node) => node.parent === "list1")).toBe(true)
    expect(links).toHaveLength(2)
  })

  it("leaves other nodes alone", () => {
    const created: unknown[] = []
    createListRecords({
      node: gatsbyNode("n", "SiteJson", {}, "file1"),
      getNode: (id) => nodes[id],
      actions: { createNode: (node) => created.push(node), createParentChildLink: () => undefined },
      createNodeId: String,
      createContentDigest: String,
    })
    expect(created).toEqual([])
  })
})
