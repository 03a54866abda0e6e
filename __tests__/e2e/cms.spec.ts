import fs from "fs"
import os from "os"
import path from "path"
import { execFileSync, spawn, type ChildProcess } from "child_process"
import { test, expect, type Page } from "@playwright/test"
import { watchForErrors } from "./fixtures"
import { buildSiteWithFirebaseOver } from "./firebase-site"
import { FIXTURE_CONTENT_DIR } from "../helpers/content"
import { formatCalendarDate } from "../../schema/calendar-date"
import { fillTemplate } from "../../src/lib/text"
import { SIDEBAR_OTHER_ENTRIES_MAX } from "../../cms/config"
import { CONTENT_FOLDERS } from "../../schema/content-model"

/**
 * The content manager at /admin/ (Decap CMS, from the production build on the host runtime) with
 * its local backend: decap-server, the package `npm run cms` starts, editing a temporary copy of
 * data/. Decap looks for it at localhost:8081 when the CMS is opened on localhost.
 */

const DECAP_SERVER_PORT = 8081
const JOB = "data/jobs/full-stack-software-engineer.en.json"

let repo: string
let server: ChildProcess

test.describe.configure({ mode: "serial" })
// Decap's bundle (several MB) loads, logs in and publishes in each test: 27 s seen on an idle 2-core
// machine, well past the default 30 s when the machine is busy
test.setTimeout(90_000)

/** Starts decap-server on a folder (MODE fs: it writes the files; git: a repository, with the editorial workflow). */
async function startDecapServer(folder: string, mode: "fs" | "git"): Promise<ChildProcess> {
  const started = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: folder,
      PORT: String(DECAP_SERVER_PORT),
      LOG_LEVEL: "warn",
      MODE: mode,
    },
    stdio: "inherit",
  })
  // Wait for this copy's server: it names its folder. (A server left on the port would serve another.)
  const deadline = Date.now() + 20_000
  for (;;) {
    const info = await fetch(`http://localhost:${DECAP_SERVER_PORT}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ repo?: string }>) : undefined))
      .catch(() => undefined)
    if (info?.repo === path.basename(folder)) return started
    if (Date.now() > deadline)
      throw new Error(
        `decap-server for ${folder} did not answer on port ${DECAP_SERVER_PORT} (is another one running?)`,
      )
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function stopDecapServer(running: ChildProcess | undefined) {
  if (running && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once("exit", resolve))
    running.kill()
    await exited
  }
}

test.beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"))
  fs.cpSync(FIXTURE_CONTENT_DIR, path.join(repo, "data"), { recursive: true })
  server = await startDecapServer(repo, "fs")
})

test.afterAll(async () => {
  await stopDecapServer(server)
  fs.rmSync(repo, { recursive: true, force: true })
})

/** A data file of the copy; undefined while decap-server is halfway through writing it. */
function readData(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(repo, file), "utf8")) as Record<string, unknown>
  } catch {
    return undefined
  }
}
const readJob = () => readData(JOB)!

/** Opens the CMS and logs in to the local backend. */
async function logIn(page: Page) {
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click()
}

/** Logs in to the local backend and opens a job opening from the collection's list. */
async function openJob(page: Page, title: string) {
  await logIn(page)
  await page.getByRole("link", { name: "Job openings" }).click()
  await page.getByRole("link", { name: title }).click()
  // the English pane's (the first): the Hindi one stands beside it
  return page.getByLabel("Title", { exact: true }).first()
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
}

test("an editor changes a job opening's title, publishes, and the data file on disk has it", async ({ page }) => {
  const errors = watchForErrors(page)
  const before = readJob()
  const title = await openJob(page, String(before.title))
  // the opening's Hindi beside its English (Decap's i18n), its title from the Hindi file
  const hindi = readData(JOB.replace(".en.json", ".hi.json"))!
  await expect(page.getByRole("button", { name: "Writing in HI" })).toBeVisible()
  await expect(page.getByRole("textbox", { name: "Title" }).nth(1)).toHaveValue(String(hindi.title))
  // the preview pane, in the other pane's place, renders the opening with the site's own job card
  await page.getByRole("button", { name: "Toggle i18n" }).click()
  await page.getByRole("button", { name: "Toggle preview" }).click()
  const preview = page.frameLocator("iframe").first()
  await expect(preview.getByRole("heading", { level: 3, name: String(before.title) })).toBeVisible()

  const edited = `Senior ${String(before.title)}`
  await title.fill(edited)
  await expect(preview.getByRole("heading", { level: 3, name: edited })).toBeVisible()
  await publish(page)
  await expect.poll(() => readData(JOB)?.title, { timeout: 10_000 }).toBe(edited)
  // the rest of the record is kept as it was, dates as the schema's YYYY-MM-DD
  expect({ ...readJob(), title: before.title }).toEqual(before)
  expect(errors()).toEqual([])
})

test("an image an editor uploads to a blog post is saved in data/images, where the build optimises it", async ({
  page,
}) => {
  const errors = watchForErrors(page)
  const post = "data/blog-posts/wearables-and-early-warnings.en.json"
  const upload = path.join(repo, "new-photo.png")
  fs.copyFileSync("src/images/icon.png", upload)
  await logIn(page)
  await page.getByRole("link", { name: "Blog posts" }).click()
  await page.getByRole("link", { name: /From Wearable Readings to Early Warnings/ }).click()
  // the English pane's image; the Hindi pane beside it shows the same, copied (a shared field)
  await page.getByRole("button", { name: "Choose different image" }).first().click()
  await page.locator('input[type="file"]').setInputFiles(upload)
  await page.getByRole("button", { name: "Choose selected" }).click()
  await publish(page)
  // relative to the post's file, as @fileByRelativePath reads it
  await expect.poll(() => readData(post)?.image, { timeout: 10_000 }).toBe("../images/new-photo.png")
  // an image is the same in every language: Decap wrote it into the translations too
  await expect.poll(() => readData(post.replace(".en.json", ".hi.json"))?.image).toBe("../images/new-photo.png")
  // decap-server may write the entry before the image (a CI try read the entry first)
  const saved = path.join(repo, "data/images/new-photo.png")
  await expect.poll(() => fs.existsSync(saved) && fs.readFileSync(saved).equals(fs.readFileSync(upload))).toBe(true)
  expect(errors()).toEqual([])
})

const HOME = (locale: string) => `data/home-page/home-page.${locale}.json`
type HomeFile = { hero: { title: string }; faq: { title: string; items: Array<{ title: string; body: string }> } }
const readHome = (locale: string) => readData(HOME(locale)) as HomeFile | undefined

/** The editor's pane for one language ("HI"): the one whose language menu says it, and no other. */
const pane = (page: Page, locale: string) =>
  page
    .locator("div")
    .filter({ has: page.getByRole("button", { name: `Writing in ${locale}` }) })
    .filter({ hasNot: page.getByRole("button", { name: new RegExp(`^Writing in (?!${locale}$)`) }) })
    .first()

/** A section of the entry in one pane, by its label ("Hero: “…”"), opened. */
async function openSection(page: Page, locale: string, label: string) {
  const section = pane(page, locale).locator("label").getByText(label, { exact: true }).locator("xpath=../..")
  await section.getByRole("button", { name: "Expand" }).first().click()
  return section
}

/** Decap's sidebar: its links each lead to a collection; an entry's link names it after /entries/. */
const sidebar = (page: Page) => page.locator('a[href^="#/collections/"]:not([href*="/entries/"])')

/** Opens a page's entry from the sidebar ("Home"): one click, straight into its one entry. */
async function openEntry(page: Page, name: string) {
  await logIn(page)
  await sidebar(page).getByText(name, { exact: true }).click()
  await entryLoaded(page)
}

/** Decap loads an entry's three files before it shows the panes ("Loading entry…"): seconds on a busy machine. */
const entryLoaded = (page: Page) =>
  expect(page.getByRole("button", { name: "Writing in HI" })).toBeVisible({ timeout: 30_000 })

/** Shows the preview in the other pane's place, in one language (its language bar). */
async function preview(page: Page, language: string) {
  await page.getByRole("button", { name: "Toggle i18n" }).click()
  await page.getByRole("button", { name: "Toggle preview" }).click()
  const frame = page.frameLocator("iframe").first()
  await frame.getByRole("button", { name: language }).click()
  return frame
}

// Edits are made in the first pane, switched to the language edited: Decap 3.16.3 throws
// "this.props.onLocaleChange is not a function" when the second pane's language is switched.
async function writeIn(page: Page, locale: "hi" | "kn") {
  await page.getByRole("button", { name: "Writing in EN" }).click()
  await page.getByRole("menuitem", { name: locale }).click()
  await expect(page.getByRole("button", { name: `Writing in ${locale.toUpperCase()}` }).first()).toBeVisible()
}

const EDITED_TITLE = "स्वास्थ्य सेवा जो पहले से सोचे"
const EDITED_ANSWER = "App Store ಅಥವಾ Google Play ನಿಂದ recoverlife ಅನ್ನು ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ, ನಿಮಿಷಗಳಲ್ಲಿ ಆರಂಭಿಸಿ."

type PageFile = {
  hero?: { title: string }
  blog?: { title: string }
  technologies?: Array<{ title: string }>
  products?: Array<{ name: string }>
}
for (const { name, folder } of [
  { name: "About", folder: "about-page" },
  { name: "Investors", folder: "investors-page" },
  { name: "Careers", folder: "careers-page" },
  { name: "Contact", folder: "contact-page" },
  { name: "Solutions: technology and product pages", folder: "solutions" },
  { name: "Blog and News pages", folder: "blog-and-news" },
  { name: "Help & Support", folder: "help-page" },
  { name: "Cookie policy and consent banner", folder: "cookie-policy-page" },
  { name: "Trust centre", folder: "trust-page" },
])
  test(`the ${name} entry is previewed with the site's own sections, in Kannada`, async ({ page }) => {
    const errors = watchForErrors(page)
    const kannada = readData(`data/${folder}/${folder}.kn.json`) as PageFile
    // the page's h1: its hero's title (the blog's, for the entry of the blog and news pages; every
    // technology's title and app's name for Solutions, whose entry holds six pages)
    const titles = kannada.technologies
      ? [...kannada.technologies.map((tech) => tech.title), ...kannada.products!.map((product) => product.name)]
      : [(kannada.hero ?? kannada.blog)!.title]
    await openEntry(page, name)
    const frame = await preview(page, "ಕನ್ನಡ")
    for (const title of titles) await expect(frame.getByRole("heading", { level: 1, name: title })).toBeVisible()
    await expect(frame.locator("html")).toHaveAttribute("lang", "kn")
    // and the page's sections after its hero
    await expect(frame.getByRole("heading", { level: 2 }).first()).toBeVisible()
    expect(errors()).toEqual([])
  })

test("Help & Support's preview shows Home's questions, in the language previewed, and opens an answer", async ({
  page,
}) => {
  const errors = watchForErrors(page)
  // the questions the build read (Home's, which Help shows); no test before this one edits a question
  const questions = readHome("kn")!.faq.items.map((item) => item.title)
  await openEntry(page, "Help & Support")
  const frame = await preview(page, "ಕನ್ನಡ")
  for (const question of questions) await expect(frame.getByRole("button", { name: question })).toBeVisible()
  await frame.getByRole("button", { name: questions[0] }).click()
  await expect(frame.getByRole("region", { name: questions[0] })).toBeVisible()
  expect(errors()).toEqual([])
})

for (const { collection, file, level } of [
  { collection: "Legal and trust pages", file: "data/legal-pages/privacy", level: 1 },
  { collection: "News", file: "data/news/2025-04-02-lifelane-health-incorporated", level: 3 },
])
  test(`a record of ${collection} is previewed as the site shows it, in Kannada`, async ({ page }) => {
    const errors = watchForErrors(page)
    const [english, kannada] = ["en", "kn"].map((locale) => readData(`${file}.${locale}.json`) as { title: string })
    await logIn(page)
    await sidebar(page).getByText(collection, { exact: true }).click()
    await page.getByRole("link", { name: english.title }).click()
    await entryLoaded(page)
    const frame = await preview(page, "ಕನ್ನಡ")
    await expect(frame.getByRole("heading", { level, name: kannada.title })).toBeVisible()
    await expect(frame.locator("html")).toHaveAttribute("lang", "kn")
    // a legal page's Markdown, rendered as the build renders it: its h2s, listed in its table of contents
    if (level === 1) await expect(frame.getByRole("heading", { level: 2 }).first()).toBeVisible()
    // a text in parts (privacy): after its summary, each part as its own page shows it
    const parts = (kannada as { parts?: { items: Array<{ title: string }> } }).parts?.items ?? []
    for (const part of parts) await expect(frame.getByRole("heading", { level: 1, name: part.title })).toBeVisible()
    expect(errors()).toEqual([])
  })

type Reviewed = { title: string; reviewer: string; reviewerRole: string; reviewedOn: string }
/** A record's review line as its page shows it in Kannada: the language's words, its date format. */
const kannadaReviewLine = (record: Reviewed) =>
  fillTemplate(String(readData("data/interface/interface.kn.json")!.reviewedLine), {
    name: record.reviewer,
    role: record.reviewerRole,
    date: formatCalendarDate(record.reviewedOn, "MMMM d, y", "kn"),
  })

for (const { collection, file } of [
  { collection: "Blog posts", file: "data/blog-posts/why-we-started-lifelane-health" },
  { collection: "Legal and trust pages", file: "data/legal-pages/accessibility" },
])
  test(`a record of ${collection} is previewed with its review line, as its page shows it, in Kannada`, async ({
    page,
  }) => {
    const errors = watchForErrors(page)
    const [english, kannada] = ["en", "kn"].map((locale) => readData(`${file}.${locale}.json`) as Reviewed)
    await logIn(page)
    await sidebar(page).getByText(collection, { exact: true }).click()
    await page.getByRole("link", { name: english.title }).click()
    await entryLoaded(page)
    const frame = await preview(page, "ಕನ್ನಡ")
    const line = frame.getByText(kannadaReviewLine(kannada), { exact: true })
    await expect(line).toBeVisible()
    await expect(line.locator("time")).toHaveAttribute("datetime", kannada.reviewedOn)
    // one review line: no other line of the preview speaks of a review
    const datedLines = frame.locator("main p").filter({ has: frame.locator("time") })
    await expect(datedLines.filter({ hasText: /ಪರಿಶೀಲ/ })).toHaveCount(1)
    expect(errors()).toEqual([])
  })

test("each technology page of the Solutions entry is previewed with its review line, in Kannada", async ({ page }) => {
  const errors = watchForErrors(page)
  const { technologies } = readData("data/solutions/solutions.kn.json") as { technologies: Reviewed[] }
  await openEntry(page, "Solutions: technology and product pages")
  const frame = await preview(page, "ಕನ್ನಡ")
  for (const tech of technologies)
    await expect(
      frame.getByRole("article", { name: tech.title }).getByText(kannadaReviewLine(tech), { exact: true }),
    ).toBeVisible()
  expect(errors()).toEqual([])
})

test("the sidebar mirrors the site: its pages in the header's order, then records, then settings", async ({ page }) => {
  const errors = watchForErrors(page)
  await logIn(page)
  await expect(sidebar(page).first()).toBeVisible()
  const labels = await sidebar(page).allTextContents()
  // a page's entry never counts against the limit (docs/recipes.md): the records and settings do
  expect(labels.length - CONTENT_FOLDERS.pages.length).toBeLessThanOrEqual(SIDEBAR_OTHER_ENTRIES_MAX)
  expect(labels.slice(0, 5)).toEqual(["Home", "About", "Investors", "Careers", "Contact"])
  expect(labels.indexOf("Job openings")).toBeGreaterThan(labels.indexOf("Help & Support"))
  expect(labels.indexOf("Site details")).toBeGreaterThan(labels.indexOf("Legal and trust pages"))
  // one click on a page opens its one entry, its sections in the page's order
  await sidebar(page).getByText("Home", { exact: true }).click()
  await entryLoaded(page)
  const english = readHome("en")!
  // every object's label names it with the words the site shows: "Problems: “Healthcare Challenges We Solve”"
  const sections = pane(page, "EN")
    .locator("label")
    .filter({ hasText: /^[A-Z][\w ]*: “/ })
  await expect(sections.first()).toBeVisible()
  const names = (await sections.allTextContents()).map((label) => label.split(":")[0])
  const order = ["Hero", "Problems", "Solutions", "Features", "Why choose", "Story", "FAQ", "Contact", "Impact"]
  const places = order.map((name) => names.indexOf(name))
  expect(places).not.toContain(-1)
  expect(places).toEqual([...places].sort((a, b) => a - b))
  expect(await sections.first().textContent()).toBe(`Hero: “${english.hero.title}”`)
  // problem cards, feature cards and the questions inside their sections
  for (const [label, list] of [
    ["Problems", "Problems"],
    ["Features", "Features"],
    ["FAQ", "FAQs"],
  ]) {
    const section = await openSection(page, "EN", (await sections.filter({ hasText: `${label}: ` }).textContent())!)
    await expect(section.locator("label").getByText(list, { exact: true })).toBeVisible()
  }
  expect(errors()).toEqual([])
})

test("Home's hero title edited in Hindi lands in the Hindi file; the preview shows it in Hindi", async ({ page }) => {
  const errors = watchForErrors(page)
  const [english, kannada] = [readHome("en")!, readHome("kn")!]
  await openEntry(page, "Home")
  await writeIn(page, "hi")
  const hero = await openSection(page, "HI", `Hero: “${english.hero.title}”`)
  const title = hero.getByRole("textbox", { name: "Title", exact: true })
  await expect(title).toHaveValue(readHome("hi")!.hero.title)
  await title.fill(EDITED_TITLE)
  const frame = await preview(page, "हिन्दी")
  // the site's own hero, in Hindi, with the site's stylesheet
  await expect(frame.getByRole("heading", { level: 1, name: EDITED_TITLE })).toBeVisible()
  await expect(frame.locator("html")).toHaveAttribute("lang", "hi")
  expect(await frame.locator("link[rel=stylesheet]").count()).toBeGreaterThan(0)
  await publish(page)
  await expect.poll(() => readHome("hi")?.hero.title, { timeout: 10_000 }).toBe(EDITED_TITLE)
  // the other languages are kept as they were: on publish decap-server rewrites every language's file of the entry at
  // once, so one may still be half-written when the edited one has landed (seen in CI: the Kannada file read as nothing)
  await expect.poll(() => readHome("en"), { timeout: 10_000 }).toEqual(english)
  await expect.poll(() => readHome("kn"), { timeout: 10_000 }).toEqual(kannada)
  expect(errors()).toEqual([])
})

test("a FAQ answer edited in Kannada lands in the Kannada file; the preview shows it in Kannada", async ({ page }) => {
  const errors = watchForErrors(page)
  const [english, hindi, kannada] = [readHome("en")!, readHome("hi")!, readHome("kn")!]
  await openEntry(page, "Home")
  await writeIn(page, "kn")
  const faq = await openSection(page, "KN", `FAQ: “${english.faq.title}”`)
  // the first question of the list, opened: the section's title, then the question's, from the Kannada file
  await faq.getByRole("button", { name: "Expand" }).first().click()
  await expect(faq.getByRole("textbox", { name: "Title", exact: true }).nth(1)).toHaveValue(kannada.faq.items[0].title)
  const answer = faq.getByRole("textbox").and(faq.locator("[contenteditable=true]")).first()
  // The Markdown editor can take a keystroke before it is ready and drop it (one CI run in about ten): type
  // until the editor holds the answer, as an editor would, then look at the preview.
  await expect(async () => {
    await answer.click()
    await page.keyboard.press("ControlOrMeta+A")
    await page.keyboard.type(EDITED_ANSWER)
    await expect(answer).toHaveText(EDITED_ANSWER, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  const frame = await preview(page, "ಕನ್ನಡ")
  const question = frame.getByRole("button", { name: kannada.faq.items[0].title })
  await question.click()
  await expect(frame.getByRole("region", { name: kannada.faq.items[0].title })).toContainText(EDITED_ANSWER, {
    timeout: 10_000,
  })
  await publish(page)
  await expect.poll(() => readHome("kn")?.faq.items[0].body, { timeout: 10_000 }).toBe(EDITED_ANSWER)
  // each other language's file as it was, once decap-server has written it (above)
  await expect.poll(() => readHome("en"), { timeout: 10_000 }).toEqual(english)
  await expect.poll(() => readHome("hi"), { timeout: 10_000 }).toEqual(hindi)
  expect({ ...readHome("kn")!, faq: kannada.faq }).toEqual(kannada)
  expect(errors()).toEqual([])
})

test("the next build shows both edits: the Hindi hero title and the Kannada answer on Home and Help", async () => {
  // Both edits above, in the copy decap-server wrote, built over the Firebase-configured copy's build
  // of the fixture content (firebase-site.ts): Gatsby builds again what they change, as over a host's
  // kept .cache/. Built from nothing, the same check took a whole build of its own.
  test.setTimeout(420_000)
  const build = await buildSiteWithFirebaseOver(path.join(repo, "data"))
  expect(build.status, build.output.slice(-2000)).toBe(0)
  const page = (file: string) => fs.readFileSync(path.join(build.publicDir, file), "utf8")
  expect(page("hi.html")).toContain(`>${EDITED_TITLE}</h1>`)
  expect(page("index.html")).not.toContain(EDITED_TITLE)
  expect(page("kn.html")).toContain(EDITED_ANSWER)
  expect(page("kn/help.html")).toContain(EDITED_ANSWER)
  expect(page("help.html")).not.toContain(EDITED_ANSWER)
})

test("the CMS refuses to publish a job opening whose required field is empty", async ({ page }) => {
  const errors = watchForErrors(page)
  const before = fs.readFileSync(path.join(repo, JOB), "utf8")
  const title = await openJob(page, String(readJob().title))
  await title.fill("")
  await publish(page)
  await expect(page.getByText("Title is required.")).toBeVisible()
  await page.waitForTimeout(1000)
  expect(fs.readFileSync(path.join(repo, JOB), "utf8")).toBe(before)
  // Decap rejects its own save promise without a reason when validation stops it; nothing else may fail
  expect(errors().filter((error) => error !== "uncaught: undefined")).toEqual([])
})

test.describe("the editorial workflow (decap-server in git mode)", () => {
  const POST = "data/blog-posts/one-record-for-every-care-team.en.json"
  const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim()
  const cmsBranches = () => git("branch", "--list", "cms/*")
  // Opening an entry, the CMS asks decap-server for its draft: 404 while it has none (or once it is published)
  const NO_DRAFT = [
    "HTTP 404: http://localhost:8081/api/v1",
    "console.error: Failed to load resource: the server responded with a status of 404 (Not Found)",
  ]

  test.beforeAll(async () => {
    // the same content as a git repository on main, which the workflow keeps changes beside until they are published
    await stopDecapServer(server)
    fs.rmSync(repo, { recursive: true, force: true })
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-git-"))
    fs.cpSync(FIXTURE_CONTENT_DIR, path.join(repo, "data"), { recursive: true })
    git("init", "--quiet", "--initial-branch=main")
    git("config", "user.name", "Tests")
    git("config", "user.email", "tests@localhost")
    git("config", "commit.gpgsign", "false")
    git("add", ".")
    git("commit", "--quiet", "-m", "content")
    server = await startDecapServer(repo, "git")
  })

  /** Opens a blog post and its English title. */
  async function openPost(page: Page, title: string) {
    await logIn(page)
    await sidebar(page).getByText("Blog posts", { exact: true }).click()
    await page.getByRole("link", { name: new RegExp(title) }).click()
    await entryLoaded(page)
  }

  async function setStatus(page: Page, status: "In review" | "Ready") {
    await page.getByRole("button", { name: /^Status: / }).click()
    await page.getByRole("menuitem", { name: status }).click()
    await expect(page.getByRole("button", { name: `Status: ${status}` })).toBeVisible()
  }

  test("a draft is saved, reviewed and made ready; the file on disk changes only when it is published", async ({
    page,
  }) => {
    const errors = watchForErrors(page)
    const before = fs.readFileSync(path.join(repo, POST), "utf8")
    const { title } = JSON.parse(before) as { title: string }
    await openPost(page, title)
    const edited = `${title}, reviewed`
    await page.getByLabel("Title", { exact: true }).first().fill(edited)
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect.poll(cmsBranches, { timeout: 15_000 }).toContain("cms/blog-posts/one-record-for-every-care-team")
    await setStatus(page, "In review")
    await setStatus(page, "Ready")
    // a draft, in review and ready: main, and so the site, is as it was
    expect(fs.readFileSync(path.join(repo, POST), "utf8")).toBe(before)
    // Decap asks "Are you sure you want to publish this entry?"
    page.once("dialog", (dialog) => void dialog.accept())
    await publish(page)
    await expect.poll(() => readData(POST)?.title, { timeout: 15_000 }).toBe(edited)
    await expect.poll(cmsBranches).toBe("")
    expect(errors().filter((error) => !NO_DRAFT.includes(error))).toEqual([])
  })

  test("a health record without its reviewer cannot be saved, so cannot go to review", async ({ page }) => {
    const errors = watchForErrors(page)
    const file = "data/blog-posts/why-we-started-lifelane-health.en.json"
    const { title } = readData(file) as { title: string }
    await openPost(page, title)
    await page.getByLabel("Reviewer", { exact: true }).first().fill("")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByText("Reviewer is required.")).toBeVisible()
    await page.waitForTimeout(1000)
    expect(cmsBranches()).toBe("")
    // Decap rejects its own save promise without a reason when validation stops it
    expect(errors().filter((error) => error !== "uncaught: undefined" && !NO_DRAFT.includes(error))).toEqual([])
  })

  test("a slug that is not one segment of an address cannot be saved, and the CMS says what a slug may hold", async ({
    page,
  }) => {
    const errors = watchForErrors(page)
    const { title } = readData("data/blog-posts/why-we-started-lifelane-health.en.json") as { title: string }
    await openPost(page, title)
    await page.getByLabel("Slug", { exact: true }).first().fill("Why We Started")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByText(/lower-case letters, digits and hyphens only/).first()).toBeVisible()
    await page.waitForTimeout(1000)
    expect(cmsBranches()).toBe("")
    expect(errors().filter((error) => error !== "uncaught: undefined" && !NO_DRAFT.includes(error))).toEqual([])
  })
})
