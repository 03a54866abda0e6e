/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { PAGE_REWRITES, rewriteBuiltPages, rewritePage, type PageRewrite } from "../page-rewrites"

// A page as Gatsby 5.16 writes it: the page-path script, then the scripts slice (chunk map, async tags).
const GATSBY_PAGE =
  `<!DOCTYPE html><html lang="kn"><head><style data-href="/1.css" data-identity="gatsby-global-css">p{margin:0}.unused{content:"${"x".repeat(1024)}"}</style></head><body><div id="___gatsby"><p>ಮೆನ\u0000\u0000ು</p></div>` +
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/kn/about";/*]]>*/</script>' +
  '<!-- slice-start id="_gatsby-scripts-1" -->\n<script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";\n</script>' +
  '<script>window.___webpackCompilationHash="abc";</script><script src="/app-1.js" async></script>' +
  '<!-- slice-end id="_gatsby-scripts-1" --></body></html>'

describe("rewritePage", () => {
  it("runs the rewrites in their stated order, NULs first and scripts-after-paint last", async () => {
    expect(PAGE_REWRITES.map(({ name }) => name)).toEqual([
      "strip-null-bytes",
      "used-css",
      "no-chunk-map",
      "same-page-path-script",
      "scripts-after-paint",
    ])
    const seen: string[] = []
    const tracing = (name: string): PageRewrite => ({ name, rewrite: (html) => (seen.push(name), `${html}${name}`) })
    await expect(rewritePage("<p>", "public/index.html", [tracing("a"), tracing("b")])).resolves.toEqual({
      html: "<p>ab",
      changedBy: ["a", "b"],
    })
    expect(seen).toEqual(["a", "b"])
  })

  it("applies every rewrite to a page as Gatsby writes it, and a second pass changes nothing", async () => {
    const once = await rewritePage(GATSBY_PAGE, "public/kn/about/index.html")
    expect(once.changedBy).toEqual(PAGE_REWRITES.map(({ name }) => name))
    expect(once.html).not.toContain("\u0000")
    expect(once.html).toContain('<style data-sheet="/1.css">p{margin:0}</style>')
    expect(once.html).toContain("window.___chunkMapping={};")
    expect(once.html).toContain("window.pagePath=location.pathname;")
    expect(once.html).toContain('<script id="gatsby-scripts-after-paint">')
    expect(once.html).not.toContain('<script src="/app-1.js" async>')
    await expect(rewritePage(once.html, "public/kn/about/index.html")).resolves.toEqual({
      html: once.html,
      changedBy: [],
    })
  })

  it("stops at a rewrite that finds Gatsby's markup changed, with its message naming it and the page", async () => {
    const withoutSlice = GATSBY_PAGE.replace(/<!-- slice-start[\s\S]*slice-end id="_gatsby-scripts-1" -->/, "")
    await expect(rewritePage(withoutSlice, "public/kn/about/index.html")).rejects.toThrow(
      'no-chunk-map: public/kn/about/index.html has no <script id="gatsby-chunk-mapping">',
    )
  })
})

describe("rewriteBuiltPages", () => {
  let project: string
  beforeEach(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), "page-rewrites-"))
    fs.mkdirSync(path.join(project, "public", "about"), { recursive: true })
  })
  afterEach(() => fs.rmSync(project, { recursive: true, force: true }))

  it("reads each page where Gatsby wrote it, writes back only the pages that changed, and counts them per rewrite", async () => {
    const publicDir = path.join(project, "public")
    fs.writeFileSync(path.join(publicDir, "index.html"), "<p>home</p>")
    fs.writeFileSync(path.join(publicDir, "about", "index.html"), "<p>about</p>")
    const writes = jest.spyOn(fs, "writeFileSync")
    const files: string[] = []
    const aboutOnly: PageRewrite = {
      name: "about-only",
      rewrite: (html, file) => (files.push(file), html.replace("about", "About")),
    }
    await expect(rewriteBuiltPages(publicDir, ["/", "/about"], [aboutOnly])).resolves.toEqual({ "about-only": 1 })
    expect(files).toEqual([path.join("public", "index.html"), path.join("public", "about", "index.html")])
    expect(writes.mock.calls.map(([file]) => file)).toEqual([path.join(publicDir, "about", "index.html")])
    expect(fs.readFileSync(path.join(publicDir, "about", "index.html"), "utf8")).toBe("<p>About</p>")
    writes.mockRestore()
  })
})
