import fs from "fs"
import os from "os"
import path from "path"
import { brokenLinks, brokenLinksReport } from "../links"
import type { BuiltPage } from "../pages"

/** A built site in a folder of its own: its files, and its pages as the adapter reads them after moving them. */
function fakeBuild(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "links-"))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  const pages: BuiltPage[] = Object.entries(files)
    .filter(([file]) => file.endsWith(".html") && !file.startsWith("admin/"))
    .map(([file, html]) => ({ file, html }))
  return { dir, pages }
}
const page = (body: string) => `<!DOCTYPE html><html><body><main id="main">${body}</main></body></html>`
const REDIRECTS = [
  { fromPath: "/news-and-media", toPath: "/news", statusCode: 301 },
  { fromPath: "/*", toPath: "/", statusCode: 302 },
]

let dirs: string[] = []
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  dirs = []
})
const check = (files: Record<string, string>) => {
  const { dir, pages } = fakeBuild(files)
  dirs.push(dir)
  return brokenLinks(dir, pages, REDIRECTS)
}

describe("the links of the built pages", () => {
  it("accepts links to pages in every form, to files, to redirects' addresses, to ids of the target page, and any other site", () => {
    expect(
      check({
        "index.html": page(
          [
            '<a href="/about">About</a>',
            '<a href="/hi/about?x=1">हमारे बारे में</a>',
            '<a href="/about#team">Team</a>',
            '<a href="#main">Skip</a>',
            '<a href="#top">Top</a>',
            '<a href="#">Nothing</a>',
            '<a href="/blog/rss.xml">RSS</a>',
            '<a href="/admin/cms">CMS</a>',
            '<a href="/news-and-media">News</a>',
            '<a href="https://example.org/x">Elsewhere</a>',
            '<a href="mailto:a@b.in">Mail</a>',
            '<a href="tel:+911234">Call</a>',
            '<a href="/">Home</a>',
            '<link rel="alternate" href="/no-such-page">',
          ].join(""),
        ),
        "about.html": page('<section id="team"></section><a href="jobs/engineer">A relative link</a>'),
        "hi/about.html": page(""),
        "jobs/engineer.html": page(""),
        "blog/rss.xml": "<rss/>",
        // not one of the pages the adapter reads (admin/ holds the CMS), served at /admin/cms
        "admin/cms.html": "<!DOCTYPE html>",
      }),
    ).toEqual([])
  })

  it("finds a link to an address with no page, file or redirect, with every page that has it, once", () => {
    expect(
      check({
        "index.html": page('<a href="/investorz">Investors</a><a href="/investorz">again</a>'),
        "about.html": page('<a href="/investorz">Investors</a><a href="/privacy/the-appz">Apps</a>'),
        "privacy.html": page(""),
      }),
    ).toEqual([
      { href: "/investorz", pages: ["/", "/about"] },
      { href: "/privacy/the-appz", pages: ["/about"] },
    ])
  })

  it("finds a link to an id the target page does not have, on another page or its own", () => {
    expect(
      check({
        "index.html": page('<a href="/about#teem">Team</a><a href="#mian">Skip</a>'),
        "about.html": page('<section id="team"></section>'),
      }),
    ).toEqual([
      { href: "/about#teem", pages: ["/"] },
      { href: "/#mian", pages: ["/"] },
    ])
  })

  it("reads a link's address as the browser does: entities, percent-encoding and a folder's slash", () => {
    expect(
      check({
        "index.html": page(
          '<a href="/about/">About</a><a href="/search?q=a&amp;b=c">Search</a><a href="/%E0%A4%95">क</a>',
        ),
        "about.html": page(""),
        "search.html": page(""),
        "क.html": page(""),
      }),
    ).toEqual([])
  })
})

describe("the report of broken links", () => {
  it("names each address, the pages that link to it and the data files that hold it, without the language's prefix", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "data-"))
    dirs.push(dataDir)
    fs.mkdirSync(path.join(dataDir, "navigation"))
    for (const locale of ["en", "hi"])
      fs.writeFileSync(path.join(dataDir, "navigation", `navigation.${locale}.json`), '{"path": "/investorz"}')
    fs.mkdirSync(path.join(dataDir, "legal-pages"))
    fs.writeFileSync(path.join(dataDir, "legal-pages", "privacy.en.json"), '{"body": "See [apps](/privacy/the-appz)."}')
    // a path that only begins with the broken one is not it
    fs.writeFileSync(path.join(dataDir, "legal-pages", "terms.en.json"), '{"body": "[x](/investorzone)"}')
    const pages = Array.from({ length: 12 }, (_, i) => `/page-${i}`)
    const report = brokenLinksReport(
      [
        { href: "/hi/investorz", pages },
        { href: "/privacy/the-appz#x", pages: ["/about"] },
      ],
      dataDir,
    )
    expect(report).toContain("/hi/investorz, linked from /page-0, /page-1, /page-2 and 9 more pages")
    expect(report).toContain("navigation/navigation.en.json, navigation/navigation.hi.json")
    expect(report).toContain("/privacy/the-appz#x, linked from /about; written in legal-pages/privacy.en.json")
    expect(report).not.toContain("terms.en.json")
  })
})
