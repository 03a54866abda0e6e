import fs from "fs"
import path from "path"
import { loadMarkdown, markdownExtension } from "../../schema/markdown"
import { FIXTURE_CONTENT_DIR } from "../helpers/content"

const legalPages = path.join(FIXTURE_CONTENT_DIR, "legal-pages")

const render = async (markdown: string) => (await loadMarkdown()).render(markdown)

describe("Markdown rendering", () => {
  it("renders paragraphs separated by blank lines as paragraphs", async () => {
    expect((await render("One.\n\nTwo.")).html).toBe("<p>One.</p>\n<p>Two.</p>")
  })

  it("gives headings ids and lists them", async () => {
    const { html, headings } = await render("## What we collect\n\nText.\n\n### Your rights")
    expect(html).toContain('<h2 id="what-we-collect">What we collect</h2>')
    expect(html).toContain('<h3 id="your-rights">Your rights</h3>')
    expect(headings).toEqual([
      { depth: 2, id: "what-we-collect", text: "What we collect" },
      { depth: 3, id: "your-rights", text: "Your rights" },
    ])
  })

  it("opens external links in the same tab with rel=noopener, and leaves internal ones alone", async () => {
    const { html } = await render("[Site](https://example.org/x) and [contact](/contact)")
    expect(html).toContain('<a href="https://example.org/x" rel="noopener">Site</a>')
    expect(html).toContain('<a href="/contact">contact</a>')
    expect(html).not.toContain("target")
  })

  it("renders lists and emphasis", async () => {
    const { html } = await render("- *one*\n- **two**\n\n1. first")
    expect(html).toContain("<ul>\n<li><em>one</em></li>\n<li><strong>two</strong></li>\n</ul>")
    expect(html).toContain("<ol>\n<li>first</li>\n</ol>")
  })

  it("strips scripts, event handlers and javascript: links", async () => {
    const { html } = await render(
      'Hi <script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n[x](javascript:alert(1))',
    )
    expect(html).not.toMatch(/script|onerror|javascript:/)
  })

  it("resolves a @markdown field to its rendering, keeping the field required or not", async () => {
    const required = markdownExtension.extend({}, { type: "String!" })
    expect(required.type).toBe("Markdown!")
    expect(markdownExtension.extend({}, { type: "String" }).type).toBe("Markdown")
    expect(await required.resolve({ body: "*a*" }, {}, {}, { fieldName: "body" })).toEqual({
      figures: [],
      html: "<p><em>a</em></p>",
      headings: [],
    })
    expect(await required.resolve({}, {}, {}, { fieldName: "body" })).toBeNull()
  })
})

describe("links in another language's text", () => {
  it("lead to that language's pages, leaving other sites and anchors alone", async () => {
    const { html } = (await loadMarkdown()).render(
      "[संपर्क](/contact), [होम](/), [साइट](https://example.org/x), [ऊपर](#top)",
      "hi",
    )
    expect([...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href)).toEqual([
      "/hi/contact",
      "/hi",
      "https://example.org/x",
      "#top",
    ])
  })
})

describe("in-page links", () => {
  it("name a Hindi heading by the id rehype-slug gives it, not by its percent-encoding", async () => {
    const { html, headings } = (await loadMarkdown()).render(
      "[रुकावट की सूचना दें](#रुकावट-की-सूचना-दें) पर लिखें।\n\n## रुकावट की सूचना दें",
      "hi",
    )
    expect(headings).toEqual([{ depth: 2, id: "रुकावट-की-सूचना-दें", text: "रुकावट की सूचना दें" }])
    expect(html).toContain('<a href="#रुकावट-की-सूचना-दें">')
    expect(html).toContain('<h2 id="रुकावट-की-सूचना-दें">')
    expect(html).not.toContain("%")
  })

  it("leave a fragment that is not percent-encoded UTF-8 as written", async () => {
    expect((await render("[x](#%E0)")).html).toContain('href="#%E0"')
  })

  it.each(
    fs
      .readdirSync(legalPages)
      .filter((file) => file.endsWith(".json"))
      .sort(),
  )("in %s each lead to a heading of the page", async (file) => {
    const locale = file.split(".").at(-2)
    const { body } = JSON.parse(fs.readFileSync(path.join(legalPages, file), "utf8")) as { body?: string }
    const { html, headings } = (await loadMarkdown()).render(body ?? "", locale)
    const ids = headings.map((heading) => heading.id)
    for (const [, fragment] of html.matchAll(/href="#([^"]*)"/g)) expect(ids).toContain(fragment)
  })
})
