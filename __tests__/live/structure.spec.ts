import fs from "fs"
import path from "path"
import { test, expect, visit } from "../e2e/fixtures"
import { crawl } from "../e2e/crawl"
import { builtPages, servedPaths } from "../../plugins/hosting-adapter/pages"
import sharp from "sharp"
import { LOCALES, localeOfPath, localizedPath, unlocalizedPath } from "../../src/lib/locales"
import { LIVE_BUILD_DIR } from "./build-dir"
import { SENT_PATH } from "../../src/lib/routes"

/**
 * The site as the real data/ builds it (`npm run build`), served by Cloudflare's runtime: its
 * structure, never its wording or counts, so an editor's publish or a job closing changes nothing here
 * unless it breaks a page. The content check itself is the build: a broken file or a missing
 * translation stops it, naming file, field and language.
 */

const PUBLIC = LIVE_BUILD_DIR
if (!fs.existsSync(path.join(PUBLIC, "index.html")))
  throw new Error(`No build in ${PUBLIC}. Run "npm run build" first.`)

const pages = builtPages(PUBLIC)
  .filter((page) => !/(^|\/)404\.html$/.test(page.file))
  .map((page) => ({ path: servedPaths(page.file)[0], html: page.html }))
const builtPaths = new Set(pages.map((page) => page.path))

/** The pages every language has: one per file of src/pages (the 404 page aside), at each language's prefix. */
const pageFiles = fs
  .readdirSync(path.resolve(__dirname, "../../src/pages"))
  .filter((file) => /\.tsx$/.test(file) && !file.startsWith("404"))
  .map((file) => (file === "index.tsx" ? "/" : `/${file.replace(/\.tsx$/, "")}`))

test("every page of src/pages is built in every language", () => {
  const missing = pageFiles.flatMap((page) =>
    LOCALES.map((locale) => localizedPath(locale, page)).filter((localized) => !builtPaths.has(localized)),
  )
  expect(missing).toEqual([])
})

test("every language's alternate of every page is a page of the build", () => {
  const broken = pages.flatMap((page) =>
    [...page.html.matchAll(/<link[^>]*rel="alternate"[^>]*hreflang="([^"]+)"[^>]*href="([^"]+)"/g)]
      .map(([, lang, href]) => ({ lang, target: new URL(href).pathname }))
      .filter(({ target }) => !builtPaths.has(target))
      .map(({ lang, target }) => `${page.path}: ${lang} → ${target}`),
  )
  expect(broken).toEqual([])
})

test("every page names its own share card in the build: 1200×630, under 100 KB, another in each language", async () => {
  const problems: string[] = []
  const cards = new Map<string, Map<string, Buffer>>()
  for (const page of builtPages(PUBLIC)) {
    const served = servedPaths(page.file)[0]
    const image = page.html.match(/<meta[^>]*property="og:image" content="([^"]+)"/)?.[1]
    if (!image) {
      problems.push(`${served}: no og:image`)
      continue
    }
    const file = path.join(PUBLIC, new URL(image).pathname)
    if (!fs.existsSync(file)) {
      problems.push(`${served}: ${image} is not in the build`)
      continue
    }
    const bytes = fs.readFileSync(file)
    const { width, height } = await sharp(bytes).metadata()
    if (width !== 1200 || height !== 630) problems.push(`${served}: ${image} is ${width}×${height}`)
    if (bytes.length >= 100 * 1024) problems.push(`${served}: ${image} weighs ${bytes.length} bytes`)
    const english = unlocalizedPath(served.replace(/\.html$/, ""))
    const byLanguage = cards.get(english) ?? new Map<string, Buffer>()
    byLanguage.set(localeOfPath(served), bytes)
    cards.set(english, byLanguage)
  }
  for (const [english, byLanguage] of cards) {
    const images = [...byLanguage.values()]
    if (byLanguage.size > 1 && new Set(images.map((bytes) => bytes.toString("base64"))).size !== images.length)
      problems.push(`${english}: two languages share one card`)
  }
  expect(problems).toEqual([])
})

for (const page of pages) {
  test(`${page.path} renders in its language, with one heading, its frame and no error`, async ({ page: tab }) => {
    const response = await visit(tab, page.path)
    expect(response?.status()).toBe(200)
    await expect(tab.locator("html")).toHaveAttribute("lang", localeOfPath(page.path))
    await expect(tab.locator("h1")).toHaveCount(1)
    await expect(tab.locator("h1")).not.toBeEmpty()
    await expect(tab.getByRole("main")).not.toBeEmpty()
    await expect(tab.getByRole("banner")).toBeVisible()
    await expect(tab.getByRole("contentinfo")).toBeVisible()
  })
}

test("every internal link, asset and #fragment answers 200, and the crawl reaches every page", async ({ baseURL }) => {
  test.setTimeout(120_000)
  const { broken, reached } = await crawl(baseURL!, "allow")
  expect(broken).toEqual([])
  // /home is an alias nothing links to; /sent is where a form's answer leads
  const unlinked = (p: string) => /(^|\/)home$/.test(p) || unlocalizedPath(p) === SENT_PATH
  expect(pages.map((page) => page.path).filter((p) => !unlinked(p) && !reached.has(p))).toEqual([])
})
