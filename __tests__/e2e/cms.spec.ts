import fs from "fs"
import os from "os"
import path from "path"
import { spawn, type ChildProcess } from "child_process"
import { test, expect, type Page } from "@playwright/test"
import { watchForErrors } from "./fixtures"
import { FIXTURE_CONTENT_DIR } from "../helpers/content"

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

test.beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"))
  fs.cpSync(FIXTURE_CONTENT_DIR, path.join(repo, "data"), { recursive: true })
  server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, GIT_REPO_DIRECTORY: repo, PORT: String(DECAP_SERVER_PORT), LOG_LEVEL: "warn" },
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
    if (info?.repo === path.basename(repo)) break
    if (Date.now() > deadline)
      throw new Error(`decap-server for ${repo} did not answer on port ${DECAP_SERVER_PORT} (is another one running?)`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve))
    server.kill()
    await exited
  }
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

/** Logs in to the local backend and opens a job opening from the collection's list. */
async function openJob(page: Page, title: string) {
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click()
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
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click()
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

test("the FAQ list shows its languages side by side and previews with the site's own FAQ section", async ({ page }) => {
  const errors = watchForErrors(page)
  const faqs = (locale: string) =>
    (
      JSON.parse(fs.readFileSync(path.join(repo, `data/faqs/faqs.${locale}.json`), "utf8")) as {
        items: Array<{ title: string }>
      }
    ).items
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click()
  await page.getByRole("link", { name: "FAQs", exact: true }).click()
  // the list is the collection's one entry, named after it (waited for: the sidebar's link has the same name)
  await page.getByRole("main").getByRole("link", { name: "FAQs", exact: true }).click()
  // English and Hindi side by side, each list from its own file
  await expect(page.getByRole("button", { name: "Writing in HI" })).toBeVisible()
  await expect(page.getByText(faqs("en")[0].title, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(faqs("hi")[0].title, { exact: true }).first()).toBeVisible()
  // the preview in the Hindi pane's place renders the English list in its order
  await page.getByRole("button", { name: "Toggle i18n" }).click()
  await page.getByRole("button", { name: "Toggle preview" }).click()
  const preview = page.frameLocator("iframe").first()
  await expect(preview.getByRole("button", { name: faqs("en")[0].title })).toBeVisible()
  expect(await preview.getByRole("heading", { level: 3 }).allTextContents()).toEqual(faqs("en").map((faq) => faq.title))
  expect(errors()).toEqual([])
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
