import fs from "fs"
import os from "os"
import path from "path"
import { fixedAddresses, recordAddressProblems, type Address } from "../../schema/page-addresses"

/** A src/pages of two pages, Home and About. */
let pagesDir: string
beforeAll(() => {
  pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), "pages-"))
  for (const file of ["index.tsx", "about.tsx"]) fs.writeFileSync(path.join(pagesDir, file), "")
})
afterAll(() => fs.rmSync(pagesDir, { recursive: true, force: true }))

const technology = (file: string, slug: string) => ({ file, type: "TechnologiesJson", values: { slug } })
const blogPost = (file: string, slug: string) => ({ file, type: "BlogPostsJson", values: { slug } })

describe("fixedAddresses", () => {
  it("holds every page of src/pages in every language, /home, the redirects and the CMS, each with its source", () => {
    const fixed = fixedAddresses(pagesDir)
    const sourceOf = (address: string) => fixed.find((entry) => entry.path === address)?.source
    expect(sourceOf("/")).toBe("src/pages/index.tsx")
    expect(sourceOf("/kn")).toBe("src/pages/index.tsx")
    expect(sourceOf("/hi/about")).toBe("src/pages/about.tsx")
    expect(sourceOf("/kn/home")).toBe("Home's /home address")
    expect(sourceOf("/hi/news-and-media")).toContain("redirect to /hi/news")
    expect(sourceOf("/admin/cms")).toContain("CMS")
  })
})

describe("recordAddressProblems", () => {
  const fixed = (): Address[] => fixedAddresses(pagesDir)

  it("accepts a record in three languages and records of other types with the same slug at other addresses", () => {
    const records = [
      technology("solutions/solutions.en.json", "predictive-analysis"),
      technology("solutions/solutions.hi.json", "predictive-analysis"),
      technology("solutions/solutions.kn.json", "predictive-analysis"),
      blogPost("blog-posts/predictive-analysis.en.json", "predictive-analysis"),
      { file: "jobs/predictive-analysis.en.json", type: "JobsJson", values: { slug: "predictive-analysis" } },
      // a record type that makes no page
      { file: "news/about.en.json", type: "NewsJson", values: { slug: "about" } },
    ]
    expect(recordAddressProblems(records, fixed())).toEqual([])
  })

  it("refuses a slug that is not one segment of an address, naming the file and the slug", () => {
    expect(
      recordAddressProblems(
        [
          technology("solutions/solutions.en.json", "AI Healthcare"),
          blogPost("blog-posts/a.en.json", "notes/visit"),
          blogPost("blog-posts/b.en.json", "-notes"),
        ],
        fixed(),
      ),
    ).toEqual([
      expect.stringMatching(/^solutions\/solutions\.en\.json: slug "AI Healthcare" is not one segment of an address/),
      expect.stringMatching(/^blog-posts\/a\.en\.json: slug "notes\/visit" is not one segment/),
      expect.stringMatching(/^blog-posts\/b\.en\.json: slug "-notes" is not one segment/),
    ])
  })

  it("refuses a record whose page would take the place of a page of src/pages, in the record's language", () => {
    expect(recordAddressProblems([technology("solutions/solutions.hi.json", "about")], fixed())).toEqual([
      'solutions/solutions.hi.json: slug "about" makes the page /hi/about, which src/pages/about.tsx makes too: give it a slug of its own',
    ])
  })

  it("refuses a record at a redirect's address", () => {
    expect(recordAddressProblems([technology("solutions/solutions.en.json", "news-and-media")], fixed())).toEqual([
      expect.stringContaining("makes the page /news-and-media, which the redirect to /news (src/lib/routes.ts)"),
    ])
  })

  it("refuses two records at one address, naming both files", () => {
    expect(
      recordAddressProblems(
        [
          blogPost("blog-posts/clinic-visit.en.json", "clinic-visit"),
          blogPost("blog-posts/visit.en.json", "clinic-visit"),
        ],
        fixed(),
      ),
    ).toEqual([
      'blog-posts/visit.en.json: slug "clinic-visit" makes the page /blog/clinic-visit, which blog-posts/clinic-visit.en.json (slug "clinic-visit") makes too: give it a slug of its own',
    ])
  })

  it("refuses a legal page whose part would take another page's address; a part repeated within its page is left to the parts' check", () => {
    const job = { file: "jobs/nurse.en.json", type: "JobsJson", values: { slug: "nurse" } }
    const legalPage = (parts: string[]) => ({
      file: "legal-pages/jobs.en.json",
      type: "LegalPagesJson",
      values: { slug: "jobs", parts: { items: parts.map((slug) => ({ slug })) } },
    })
    expect(recordAddressProblems([job, legalPage(["nurse"])], fixed())).toEqual([
      'legal-pages/jobs.en.json: slug "jobs" makes the page /jobs/nurse, which jobs/nurse.en.json (slug "nurse") makes too: give it a slug of its own',
    ])
    // schema/legal-parts.ts reports the second "apply"
    expect(recordAddressProblems([job, legalPage(["apply", "apply"])], fixed())).toEqual([])
  })

  it("refuses a blog post whose slug is a number, the address of one of the blog's later pages", () => {
    expect(recordAddressProblems([blogPost("blog-posts/2.en.json", "2")], fixed())).toEqual([
      'blog-posts/2.en.json: slug "2" is a number, the address of one of the blog\'s later pages: begin it with a word',
    ])
  })
})
