import fs from "fs"
import os from "os"
import path from "path"
import { indexableHtml, isSearchable, removeUnusedFiles, UNUSED_FILES, writeSearchIndex } from "../search-index"

const page = ({ main = '<main id="main-content" tabindex="-1" class="m">', head = "" } = {}) =>
  `<!DOCTYPE html><html lang="hi"><head>${head}</head><body><header>…</header>${main}<h1>गोपनीयता</h1></main></body></html>`
const canonical = (href: string) => `<link data-react-helmet="true" rel="canonical" href="${href}"/>`

test("a page with Layout's main content that is its own canonical page is searchable", () => {
  expect(isSearchable("/hi/privacy", page({ head: canonical("https://www.example.com/hi/privacy") }))).toBe(true)
  expect(isSearchable("/", page({ head: canonical("https://www.example.com/") }))).toBe(true)
})

test("a page without Layout's <main> is left out", () => {
  expect(
    isSearchable("/hi/search", page({ main: "<main>", head: canonical("https://www.example.com/hi/search") })),
  ).toBe(false)
})

test("a page search engines may not index (a 404 page) is left out", () => {
  const head = `<meta data-react-helmet="true" name="robots" content="noindex"/>${canonical("https://www.example.com/404")}`
  expect(isSearchable("/404", page({ head }))).toBe(false)
})

test("a duplicate whose canonical page is another (/home) is left out", () => {
  expect(isSearchable("/home", page({ head: canonical("https://www.example.com/") }))).toBe(false)
})

test("a page without a canonical link is left out", () => {
  expect(isSearchable("/about", page())).toBe(false)
})

test("the text given to the index marks <main> as its only part, with the page's type as a filter", () => {
  expect(indexableHtml('<body><header>Menu</header><main id="main-content" class="m">', "legal")).toBe(
    '<body> <header>Menu</header> <main id="main-content" class="m" data-pagefind-body data-pagefind-filter="type:legal">',
  )
})

test("the text given to the index has a space between adjacent tags, so side-by-side words stay apart", () => {
  expect(indexableHtml("<p><span>AI health models</span><span>85%</span></p>", "page")).toBe(
    "<p> <span>AI health models</span> <span>85%</span> </p>",
  )
  expect(indexableHtml("<p>Read <strong>this</strong> first.</p>", "page")).toBe(
    "<p>Read <strong>this</strong> first.</p>",
  )
})

test("a drawn figure (an element read as one image) and its caption are left out of the index; others stay", () => {
  const drawing =
    '<figure class="f"><div role="img" aria-labelledby="c"><p>Morning medicine, 8:00</p></div><figcaption id="c">Illustration: a screen</figcaption></figure>'
  const chart = '<figure class="chart" aria-labelledby="t"><div aria-hidden="true">$2.8T</div></figure>'
  const html = indexableHtml(`<p>Text</p>${drawing}${chart}`, "page")
  expect(html).toContain('<figure class="f" data-pagefind-ignore>')
  expect(html).toContain('<figure class="chart" aria-labelledby="t">')
})

test("a page type given to a component the project lacks (renamed or moved) stops the build, naming it", async () => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "project-"))
  try {
    await expect(writeSearchIndex(project, path.join(project, "public"), [])).rejects.toThrow(
      /names src\/templates\/blog-post\.tsx.*not in the project/,
    )
  } finally {
    fs.rmSync(project, { recursive: true, force: true })
  }
})

describe("removeUnusedFiles", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "pagefind-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  test("removes Pagefind's ready-made interfaces and keeps what the search page loads", () => {
    for (const name of [...UNUSED_FILES, "pagefind.js", "pagefind-worker.js", "pagefind-entry.json"]) {
      fs.writeFileSync(path.join(dir, name), "")
    }
    removeUnusedFiles(dir)
    expect(fs.readdirSync(dir).sort()).toEqual(["pagefind-entry.json", "pagefind-worker.js", "pagefind.js"])
  })

  test("throws when Pagefind wrote none of them, naming the files", () => {
    fs.writeFileSync(path.join(dir, "pagefind.js"), "")
    expect(() => removeUnusedFiles(dir)).toThrow(/no longer writes pagefind-ui\.js/)
  })
})
