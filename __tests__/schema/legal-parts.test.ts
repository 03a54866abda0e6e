import { legalPartResolvers, partSlugProblems } from "../../schema/legal-parts"

const { resolve } = legalPartResolvers.LegalPagesJson.part
const first = { slug: "what-we-collect", title: "What we collect", body: "## Website" }
const page = { parts: { items: [first, { slug: "your-rights", title: "Your rights", body: "## Rights" }] } }

describe("LegalPagesJson.part(slug)", () => {
  it("is the part itself, not a copy, so its Markdown finds the language of the node that holds it", () => {
    expect(resolve(page, { slug: "what-we-collect" })).toBe(first)
  })

  it("is null for a slug the page has no part at, or a page without parts", () => {
    expect(resolve(page, { slug: "cookies" })).toBeNull()
    expect(resolve({}, { slug: "what-we-collect" })).toBeNull()
  })
})

describe("the parts' slugs, checked with the content", () => {
  const record = (slugs: string[]) => ({
    file: "legal-pages/privacy.en.json",
    type: "LegalPagesJson",
    values: { parts: { items: slugs.map((slug) => ({ slug, title: slug, body: "## A" })) } },
  })

  it("passes slugs that are one clean segment of an address, and pages without parts", () => {
    expect(partSlugProblems([record(["what-we-collect", "your-rights-2"]), { ...record([]), values: {} }])).toEqual([])
  })

  it("fails a slug that is not one segment, naming the file and the field", () => {
    expect(partSlugProblems([record(["what-we-collect", "Your Rights/2"])])).toEqual([
      expect.stringMatching(
        /^legal-pages\/privacy\.en\.json: parts\.items\[1\]\.slug "Your Rights\/2" is not one segment/,
      ),
    ])
  })

  it("fails a slug two parts share", () => {
    expect(partSlugProblems([record(["your-rights", "your-rights"])])).toEqual([
      expect.stringContaining('parts.items[1].slug "your-rights" is another part\'s slug too'),
    ])
  })
})
