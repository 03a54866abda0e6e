/**
 * @jest-environment node
 *
 * A clone in which an editor has published through the CMS: data/ holds a new blog post in three
 * languages, a reworded FAQ answer and a new job opening, none of them in the fixture content, and the
 * build of that content left its .cache/ and public/ behind (as `npm run build` does before
 * `npm run build:fixture` in `npm test`). The fixture build must build the fixture content alone: no
 * page, sitemap entry or text of the editor's content, nothing left of the earlier build. The browser
 * tests read only that build and the fixture content, so what data/ holds reaches them through nothing
 * but `npm run build` and `check:live`.
 *
 * Cost: one fixture build in the project's shared copy with a copy of data/: 25 s to 3.5 min on 2 cores, by load and
 * by whether host-builds.test.ts compiled the site there first.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { claimBuildCopy, SHARED_COPY_WAIT } from "../helpers/site-copy"
import { FIXTURE_CONTENT_DIR } from "../helpers/content"
import { LOCALES, localizedPath } from "../../src/lib/locales"

jest.setTimeout(SHARED_COPY_WAIT + 600_000)

const ROOT = path.resolve(__dirname, "..", "..")
const POST = "notes-from-a-clinic-visit"
const JOB = "clinic-operations-coordinator"
/** The sentence the editor adds to Home's first FAQ answer, in every language. */
const REWORDED = "Editors reworded this answer in the content manager."

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)

/** A copy of a record of data/<folder>/ in every language under a new slug, as the CMS writes a new entry. */
function addRecord(site: string, folder: string, slug: string, change: (record: Record<string, unknown>) => void) {
  const dir = path.join(site, "data", folder)
  const model = fs
    .readdirSync(dir)
    .find((file) => file.endsWith(".en.json"))!
    .replace(/\.en\.json$/, "")
  for (const locale of LOCALES) {
    const record = { ...readJson(path.join(dir, `${model}.${locale}.json`)), slug }
    change(record)
    writeJson(path.join(dir, `${slug}.${locale}.json`), record)
  }
}

/** The files of a folder (not its folders), relative to it, with forward slashes. */
const filesOf = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))

let copy: Awaited<ReturnType<typeof claimBuildCopy>> | undefined
let site: string
let status: number | null
let output: string
beforeAll(async () => {
  // In the project's shared copy, before or after host-builds.test.ts's builds there (whichever claims it first),
  // so one of them compiles the site's modules and the others reuse them (site-copy.ts); its own copy otherwise.
  copy = await claimBuildCopy("editor-clone-")
  site = copy.site
  // the clone's own data/: the real content, then the editor's changes
  fs.rmSync(path.join(site, "data"), { recursive: true, force: true })
  fs.cpSync(path.join(ROOT, "data"), path.join(site, "data"), { recursive: true })
  fs.cpSync(path.join(ROOT, "__tests__", "fixtures"), path.join(site, "__tests__", "fixtures"), { recursive: true })
  addRecord(site, "blog-posts", POST, (post) => {
    post.title = `Notes from a clinic visit (${String(post.title)})`
    post.date = "2026-11-01"
  })
  addRecord(site, "jobs", JOB, (job) => {
    job.title = `Clinic Operations Coordinator (${String(job.title)})`
    job.validThrough = "2099-12-31"
  })
  for (const locale of LOCALES) {
    const file = path.join(site, "data", "home-page", `home-page.${locale}.json`)
    const home = readJson(file) as { faq: { items: Array<{ body: string }> } }
    home.faq.items[0].body = `${home.faq.items[0].body} ${REWORDED}`
    writeJson(file, home)
  }
  // what the build of that content leaves: its pages in public/, its node store in .cache/
  for (const locale of LOCALES) {
    const page = path.join(site, "public", `${localizedPath(locale, `/blog/${POST}`).slice(1)}.html`)
    fs.mkdirSync(path.dirname(page), { recursive: true })
    fs.writeFileSync(page, `<html><body><div id="___gatsby">${REWORDED}</div></body></html>`)
  }
  fs.mkdirSync(path.join(site, ".cache", "caches"), { recursive: true })
  fs.writeFileSync(path.join(site, ".cache", "caches", "left-by-the-real-build"), POST)

  const result = spawnSync(process.execPath, [path.join("scripts", "build-fixture.mjs")], {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, CI: "true", NO_COLOR: "1", GATSBY_TELEMETRY_DISABLED: "1" },
  })
  status = result.status
  output = `${result.stdout}\n${result.stderr}`
})
afterAll(() => copy?.release())

test("the fixture build succeeds over the editor's content and the build it left", () => {
  expect({ status, output: status === 0 ? "" : output.slice(-3000) }).toEqual({ status: 0, output: "" })
})

test("it builds no page of the editor's post or opening, in any language, and lists neither in a sitemap", () => {
  const built = filesOf(path.join(site, "public"))
  expect(built.filter((file) => file.includes(POST) || file.includes(JOB))).toEqual([])
  const sitemaps = built.filter((file) => /sitemap.*\.xml$/.test(file))
  expect(sitemaps.length).toBeGreaterThan(0)
  for (const sitemap of sitemaps) {
    const text = fs.readFileSync(path.join(site, "public", sitemap), "utf8")
    expect({ sitemap, hasEditorsPages: text.includes(POST) || text.includes(JOB) }).toEqual({
      sitemap,
      hasEditorsPages: false,
    })
  }
})

test("every page carries the fixture's words: Home's FAQ answers are the fixture's, in every language", () => {
  const withEditorsText = filesOf(path.join(site, "public"))
    .filter((file) => /\.(html|json)$/.test(file))
    .filter((file) => fs.readFileSync(path.join(site, "public", file), "utf8").includes(REWORDED))
  expect(withEditorsText).toEqual([])
  for (const locale of LOCALES) {
    const fixtureHome = readJson(path.join(FIXTURE_CONTENT_DIR, "home-page", `home-page.${locale}.json`)) as {
      faq: { items: Array<{ title: string }> }
    }
    const file = localizedPath(locale, "/") === "/" ? "index.html" : `${localizedPath(locale, "/").slice(1)}.html`
    const html = fs.readFileSync(path.join(site, "public", file), "utf8")
    expect({ file, hasFixtureQuestion: html.includes(fixtureHome.faq.items[0].title) }).toEqual({
      file,
      hasFixtureQuestion: true,
    })
  }
})

test("nothing of the earlier build is left in .cache/", () => {
  expect(fs.existsSync(path.join(site, ".cache", "caches", "left-by-the-real-build"))).toBe(false)
})
