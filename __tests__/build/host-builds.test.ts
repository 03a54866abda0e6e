/**
 * @jest-environment node
 *
 * The site as the hosts' build machines make it, on a copy of the project (public/ stays untouched),
 * three builds in one copy (the project's shared copy, whose compiled modules the browser tests' Firebase build
 * then reuses), each `npm run build` (gatsbyBuild) over the one before, as both hosts keep
 * `.cache/` and `public/` between deploys:
 * - Netlify's deploy preview (NETLIFY=true, CONTEXT=deploy-preview) on the project's Node 24 (.nvmrc), from
 *   nothing: every page says how many facts are still missing, which the plain build's do not;
 * - then Cloudflare's production branch (CF_PAGES=1, CF_PAGES_BRANCH=main) on Node 22, the default of its
 *   build image, after the company has filled in every fact and had every page reviewed, and after a change
 *   to CSS alone: the launch gate lets it through, no example value reaches its HTML, and the new
 *   stylesheets reach every page's inline styles;
 * - both write the same host files as the plain build of the same content in public/ (`npm run
 *   build:fixture`, which `npm test` runs before this suite), byte for byte apart from content hashes,
 *   and the same pages; neither installs an adapter of Gatsby's;
 * - years on, built again over those, with 150 more blog posts in each language and every opening
 *   closed (as a host's next deploy would be): what every page
 *   loads (static-query results, app-data) and Home's HTML and page data stay within 2 KB of the plain
 *   build's, _headers
 *   gains no rule, and Careers says in every language that no role is open, with no job page left.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { claimBuildCopy, gatsbyBuild, nodeBinary, SHARED_COPY_WAIT } from "../helpers/site-copy"
import { LOCALES, localizedPath } from "../../src/lib/locales"
import { FIXTURE_CONTENT_DIR, loadObject } from "../helpers/content"
import { missingFacts } from "../../schema/launch-gate"
import { findPlaceholders } from "../../schema/placeholders"
import { siteUrl } from "../../schema/site-url"
import { fillFacts } from "../helpers/fill-facts"
import fixtureSite from "../fixtures/fixture-site.json"

jest.setTimeout(SHARED_COPY_WAIT + 900_000)

const HOST_FILES = ["_headers", "_redirects", "robots.txt"]
/** Content hashes differ between builds of one site (webpack's, inline scripts' sha256): not the files' shape. */
const withoutHashes = (text: string) =>
  text.replace(/sha256-[A-Za-z0-9+/=]+/g, "sha256-…").replace(/([-.])[0-9a-f]{20}\b/g, "$1…")

interface Build {
  status: number | null
  output: string
  files: Record<string, string>
  pages: string[]
}

/** The host files (without their hashes) and the pages of a build in `publicDir`. */
function builtFiles(publicDir: string): Pick<Build, "files" | "pages"> {
  const files = Object.fromEntries(
    HOST_FILES.filter((file) => fs.existsSync(path.join(publicDir, file))).map((file) => [
      file,
      withoutHashes(fs.readFileSync(path.join(publicDir, file), "utf8")),
    ]),
  )
  const pages = (fs.readdirSync(publicDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby") && !file.startsWith("admin"))
    .sort()
  return { files, pages }
}

function build(site: string, env: Record<string, string> = {}, node?: string): Build {
  const { status, output } = gatsbyBuild(site, env, node)
  return { status, output, ...builtFiles(path.join(site, "public")) }
}

/** What a page loads before it can hydrate beyond its own data: the static-query results it names, and app-data. */
function sharedLoad(site: string, pagePath: string) {
  const publicDir = path.join(site, "public")
  const pageData = JSON.parse(
    fs.readFileSync(path.join(publicDir, "page-data", pagePath === "/" ? "index" : pagePath, "page-data.json"), "utf8"),
  ) as { staticQueryHashes: string[] }
  const size = (file: string) => fs.statSync(path.join(publicDir, file)).size
  return (
    pageData.staticQueryHashes.reduce((sum, hash) => sum + size(`page-data/sq/d/${hash}.json`), 0) +
    size("page-data/app-data.json")
  )
}

const homeWeight = (site: string) => ({
  html: fs.statSync(path.join(site, "public", "index.html")).size,
  pageData: fs.statSync(path.join(site, "public", "page-data", "index", "page-data.json")).size,
})

/**
 * A rule only the second build's CSS has, in global.css, which every page inlines (src/components/layout/layout.tsx):
 * on the body, so that every page's markup uses it and page-rewrites' used-css keeps it inline; its colour is the mark.
 */
const NEW_RULE = "body {\n  outline-color: #010203;\n}"
const NEW_RULE_MARK = "outline-color:#010203"

/** The built pages (HTML files) in public/ whose inline stylesheets lack `text`. */
const pagesWithout = (site: string, text: string) =>
  (fs.readdirSync(path.join(site, "public"), { recursive: true }) as string[])
    .filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby") && !file.startsWith("admin"))
    .filter((file) => fs.statSync(path.join(site, "public", file)).isFile())
    .filter((file) => !fs.readFileSync(path.join(site, "public", file), "utf8").includes(text))

/** The production address the Cloudflare build is given; the others keep the example one. */
const PRODUCTION_URL = "https://www.lifelane-test.in"
/** The host files with the production address read as the example one, to compare with the other builds'. */
const withExampleAddress = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([file, text]) => [file, text.split(PRODUCTION_URL).join(siteUrl({}))]))

/**
 * What a visitor of a production deploy must never meet, each with where it was found: a placeholder's
 * marker, an example address (RFC 2606) or an all-zero phone number. A form's hint (`placeholder="you@example.com"`)
 * shows the format to type, not a fact of the company's, and is left out.
 */
function exampleValues(publicDir: string, pages: readonly string[]) {
  const leaked = /\[placeholder\b[^\]]*\]|[\w.@/-]*example\.(?:com|org|net)[\w./-]*|0000 0000/gi
  return pages.flatMap((page) => {
    if (!fs.statSync(path.join(publicDir, page)).isFile()) return []
    const html = fs.readFileSync(path.join(publicDir, page), "utf8").replace(/ placeholder="[^"]*"/g, "")
    return [...new Set(html.match(leaked) ?? [])].map((value) => `${page}: ${value}`)
  })
}

const ruleCount = (headers: string) => headers.split("\n").filter((line) => line.startsWith("/")).length

/**
 * The project's shared copy (claimSharedCopy): what these builds compile stays there for the Firebase-configured
 * build of the browser tests, which `npm test` runs next. A copy of their own while browser tests use it.
 */
let copy: Awaited<ReturnType<typeof claimBuildCopy>> | undefined
let site: string
let netlify: Build, cloudflare: Build, many: Build
/** The project, whose public/ holds the plain build of the same content, from nothing on the project's Node: the fixture build. */
const ROOT = path.resolve(__dirname, "../..")
const plain = builtFiles(path.join(ROOT, "public"))
/** The Node that built Cloudflare's build. */
let cloudflareNode: string
/** The pages of the build after the CSS change that still inline the stylesheets of the one before. */
let staleStyles: string[]
/** The example values in the HTML of Cloudflare's production build. */
let productionLeaks: string[]
/** Home's and a Kannada page's HTML in Netlify's deploy preview. */
let previewPages: Record<string, string>
/** The facts missing from the preview's content, counted before the crowded build adds its posts. */
let previewMissing: number
const MEASURED = ["/", "/about", "/hi/about"]
/** The posts the crowded build adds in each language. */
const GENERATED_POSTS = 150

beforeAll(async () => {
  // editor-clone.test.ts may be building there first: its build then leaves these compiled modules to reuse
  copy = await claimBuildCopy("host-builds-")
  site = copy.site
  netlify = build(site, { NETLIFY: "true", CONTEXT: "deploy-preview" })
  previewMissing = missingFacts(findPlaceholders(path.join(site, "data")), siteUrl({})).length
  previewPages = Object.fromEntries(
    ["index.html", "kn/about.html"].map((file) => [file, fs.readFileSync(path.join(site, "public", file), "utf8")]),
  )
  // CSS alone changes (Gatsby renders no page again for that), then a build over the first's .cache/ and public/
  fs.appendFileSync(path.join(site, "src", "styles", "global.css"), `\n${NEW_RULE}\n`)
  const node22 = nodeBinary(22)
  cloudflareNode = spawnSync(node22, ["--version"], { encoding: "utf8" }).stdout.trim()
  fillFacts(path.join(site, "data"), fixtureSite.now.slice(0, 10))
  cloudflare = build(site, { CF_PAGES: "1", CF_PAGES_BRANCH: "main", GATSBY_SITE_URL: PRODUCTION_URL }, node22)
  staleStyles = pagesWithout(site, NEW_RULE_MARK)
  productionLeaks = exampleValues(path.join(site, "public"), cloudflare.pages)
  // Years on, over the same .cache/ and public/ as a host's next deploy: 150 more posts in each
  // language, copies of a real one, older than every real post, and every opening's validThrough passed.
  // 450 posts within the 2 KB bounds below find a growth of 5 bytes a record: any link, title or entry
  // listed per post is several times that.
  const postsDir = path.join(site, "data", "blog-posts")
  const model = fs
    .readdirSync(postsDir)
    .find((file) => file.endsWith(".en.json"))!
    .replace(/\.en\.json$/, "")
  for (const locale of LOCALES) {
    const post = JSON.parse(fs.readFileSync(path.join(postsDir, `${model}.${locale}.json`), "utf8"))
    for (let i = 0; i < GENERATED_POSTS; i++) {
      const date = new Date(Date.UTC(2020, 0, 1) - i * 86_400_000).toISOString().slice(0, 10)
      fs.writeFileSync(
        path.join(postsDir, `generated-${i}.${locale}.json`),
        JSON.stringify({ ...post, slug: `generated-${i}`, date }),
      )
    }
  }
  many = build(site, { SITE_NOW: "2030-01-01T12:00:00+05:30" })
})
afterAll(() => copy?.release())

test("each build succeeds with the site's own adapter, and Gatsby installs none", () => {
  for (const result of [netlify, cloudflare, many]) {
    expect(result.status).toBe(0)
    expect(result.output).toContain("Using hosting-adapter adapter")
    expect(result.output).not.toContain("gatsby-adapter-netlify")
  }
  expect(fs.existsSync(path.join(site, ".cache", "adapters"))).toBe(false)
})

test("a build after another makes no image again: every image job is copied from the cache", () => {
  // the first build here may make them (plugins/image-jobs-cache); the next one, on Node 22, copies them all
  expect(cloudflare.output).toMatch(/image-jobs-cache: ([1-9]\d*) image jobs, 0 made, \1 from the cache/)
})

test("a deploy preview tells visitors, in each language, how many facts are still missing; a plain build does not", () => {
  const count = previewMissing
  expect(count).toBeGreaterThan(0)
  for (const [file, locale] of [
    ["index.html", "en"],
    ["kn/about.html", "kn"],
  ]) {
    const notice = loadObject<{ previewNotice: string }>("interface.json", locale).previewNotice
    expect(previewPages[file]).toContain(`role="note"`)
    expect(previewPages[file]).toContain(notice.replace("{count}", String(count)).replace(/'/g, "&#x27;"))
  }
  expect(fs.readFileSync(path.join(ROOT, "public", "index.html"), "utf8")).not.toContain(`role="note"`)
})

test("CF_PAGES=1 on Node 22, NETLIFY=true on the project's Node and a plain build write the same host files and pages", () => {
  expect(cloudflareNode).toMatch(/^v22\./)
  const projectNode = fs.readFileSync(path.join(__dirname, "../../.nvmrc"), "utf8").trim()
  expect(process.version).toMatch(new RegExp(`^v${projectNode}\\.`))
  expect(Object.keys(netlify.files).sort()).toEqual(HOST_FILES.sort())
  expect(withExampleAddress(cloudflare.files)).toEqual(netlify.files)
  expect(cloudflare.pages).toEqual(netlify.pages)
  // named in the diff: public/ must hold the fixture build (`npm run build:fixture`), as `npm test` leaves it
  const { files, pages } = netlify
  expect({ fixtureBuildInPublic: plain }).toEqual({ fixtureBuildInPublic: { files, pages } })
})

test("a production build with every fact filled in passes the launch gate, and no example value reaches its HTML", () => {
  expect(findPlaceholders(path.join(site, "data"))).toEqual([])
  expect(cloudflare.status).toBe(0)
  expect(cloudflare.output).not.toContain("Launch gate")
  expect(cloudflare.pages.length).toBeGreaterThan(0)
  expect(productionLeaks).toEqual([])
  // the same check finds them in a preview of the unfilled content
  expect(exampleValues(path.join(ROOT, "public"), ["index.html"]).length).toBeGreaterThan(0)
})

test("a build over an earlier one after a change to CSS alone inlines the new stylesheets in every page", () => {
  expect(cloudflare.pages.length).toBeGreaterThan(0)
  expect(staleStyles).toEqual([])
})

test(`${GENERATED_POSTS} more posts in each language add pages, not weight to every page or rules to _headers`, () => {
  expect(many.pages.length).toBeGreaterThanOrEqual(plain.pages.length + GENERATED_POSTS * LOCALES.length)
  for (const pagePath of MEASURED)
    expect(Math.abs(sharedLoad(site, pagePath) - sharedLoad(ROOT, pagePath))).toBeLessThanOrEqual(2048)
  const [before, after] = [homeWeight(ROOT), homeWeight(site)]
  expect(Math.abs(after.html - before.html)).toBeLessThanOrEqual(2048)
  expect(Math.abs(after.pageData - before.pageData)).toBeLessThanOrEqual(2048)
  expect(ruleCount(many.files._headers)).toBeLessThanOrEqual(ruleCount(plain.files._headers))
  expect(ruleCount(many.files._headers)).toBeLessThanOrEqual(20)
})

test("once every opening has closed, Careers says so in every language, with no job page or JobPosting left", () => {
  const slugs = fs
    .readdirSync(path.join(FIXTURE_CONTENT_DIR, "jobs"))
    .filter((file) => file.endsWith(".en.json"))
    .map((file) => file.replace(/\.en\.json$/, ""))
  expect(many.pages.filter((page) => /(^|\/)jobs\//.test(page))).toEqual([])
  for (const locale of LOCALES) {
    const careers = loadObject<{ openings: { emptyTitle: string } }>("careers-page.json", locale)
    const file = `${localizedPath(locale, "/jobs").slice(1)}.html`
    const html = fs.readFileSync(path.join(site, "public", file), "utf8")
    expect({ file, says: html.includes(`>${careers.openings.emptyTitle}<`) }).toEqual({ file, says: true })
  }
  const withJobPosting = many.pages.filter((page) => {
    const file = path.join(site, "public", page)
    return fs.statSync(file).isFile() && fs.readFileSync(file, "utf8").includes('"JobPosting"')
  })
  expect(withJobPosting).toEqual([])
  // the build names each closed opening's files, as it does an untranslated record's
  const report = many.output.replace(/\s+/g, " ")
  for (const slug of slugs) expect(report).toContain(`data/jobs/${slug}.*.json (validThrough`)
})
