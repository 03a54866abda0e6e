import path from "path"
import { test, expect, visit } from "./fixtures"
import { builtPages, servedPaths } from "../../plugins/hosting-adapter/pages"
import { LOCALE_NAMES, localeOfPath } from "../../src/lib/locales"
import { loadObject } from "../helpers/content"
import { words } from "./routes"

/** Every built page (not the 404 pages) with the alternates its head lists: hreflang → absolute URL. */
const PUBLIC = path.resolve(__dirname, "../../public")
const heads = builtPages(PUBLIC)
  .filter((page) => !/(^|\/)404\.html$/.test(page.file))
  .map((page) => ({
    path: servedPaths(page.file)[0],
    canonical: page.html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1],
    alternates: Object.fromEntries(
      [...page.html.matchAll(/<link[^>]*rel="alternate"[^>]*hrefLang="([^"]+)"[^>]*href="([^"]+)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ),
  }))

test.describe("languages", () => {
  test("every page lists itself and its other languages as hreflang, with English as x-default, reciprocally", () => {
    const byUrl = new Map(heads.map((head) => [head.canonical, head]))
    const problems: string[] = []
    // /sent is where a form without JavaScript lands: noindex, never a search result, so it lists no alternates
    for (const head of heads.filter((h) => !/(^|\/)(home|sent)$/.test(h.path))) {
      const { alternates, canonical } = head
      const languages = Object.keys(alternates).filter((lang) => lang !== "x-default")
      if (alternates[localeOfPath(head.path)] !== canonical) problems.push(`${head.path} does not list itself`)
      if (alternates["x-default"] !== alternates.en) problems.push(`${head.path}: x-default is not the English page`)
      for (const lang of languages) {
        const other = byUrl.get(alternates[lang])
        if (!other) problems.push(`${head.path}: ${lang} alternate ${alternates[lang]} is not a page of the build`)
        else if (JSON.stringify(other.alternates) !== JSON.stringify(alternates))
          problems.push(`${head.path} and ${other.path} list different alternates`)
      }
    }
    expect(heads.length).toBeGreaterThan(60)
    expect(problems).toEqual([])
  })

  test("the switcher in the header leads to the same page in the other language, named in its own script", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await visit(page, "/about")
    const switcher = page.getByRole("banner").getByRole("navigation", { name: words("en").languageNavLabel })
    await expect(switcher.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page")
    const hindi = switcher.getByRole("link", { name: LOCALE_NAMES.hi })
    await expect(hindi).toHaveAttribute("lang", "hi")
    await expect(hindi).toHaveAttribute("hreflang", "hi")
    await hindi.click()
    await expect(page).toHaveURL(/\/hi\/about$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "hi")
    const about = loadObject<{ hero: { title: string } }>("about-page.json", "hi")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.hero.title)
    const hiSwitcher = page.getByRole("banner").getByRole("navigation", { name: words("hi").languageNavLabel })
    await expect(hiSwitcher.getByRole("link", { name: LOCALE_NAMES.hi })).toHaveAttribute("aria-current", "page")
  })

  test("on a phone the menu carries the switcher, and the header still fits at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await visit(page, "/kn/jobs")
    const { openMenu, menuTitle, languageNavLabel } = words("kn")
    const header = await page.getByRole("banner").boundingBox()
    expect(header!.height).toBeLessThanOrEqual(80)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await page.getByRole("button", { name: openMenu }).click()
    const menu = page.getByRole("dialog", { name: menuTitle })
    await menu.getByRole("navigation", { name: languageNavLabel }).getByRole("link", { name: "English" }).click()
    await expect(page).toHaveURL(/\/jobs$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
  })

  test("a page's data is in its language only: the Kannada privacy notice ends with the Kannada Grievance Officer", async ({
    page,
  }) => {
    const officer = loadObject<{ title: string; intro: string }>("grievance-officer.json", "kn")
    await visit(page, "/kn/privacy")
    const region = page.getByRole("region", { name: officer.title })
    await expect(region).toContainText(officer.intro)
    const pageData = await (await page.request.get("/page-data/kn/privacy/page-data.json")).text()
    expect(pageData).not.toContain(loadObject<{ intro: string }>("grievance-officer.json", "en").intro)
  })

  test("the Hindi contact form validates and reports in Hindi, and names the language in the mail's subject", async ({
    page,
  }) => {
    const contact = loadObject<{
      form: {
        title: string
        submitLabel: string
        messages: Record<string, string>
        fields: Record<string, { label: string }>
      }
    }>("contact-page.json", "hi")
    const { messages, fields } = contact.form
    await visit(page, "/hi/contact")
    const form = page.getByRole("form", { name: contact.form.title })
    const send = form.getByRole("button", { name: contact.form.submitLabel })
    await send.click()
    await expect(form.getByRole("alert")).toHaveText(messages.name)
    await form.getByLabel(fields.name.label).fill("प्रिया शर्मा")
    await form.getByLabel(fields.email.label).fill("priya@")
    await send.click()
    await expect(form.getByRole("alert")).toHaveText(messages.email)
    await form.getByLabel(fields.email.label).fill("priya@example.in")
    await form.getByLabel(fields.subject.label).selectOption("demo")
    await form.getByLabel(fields.message.label).fill("कृपया मुझे कॉल करें")
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/requests"))
    await send.click()
    const body = JSON.parse((await sent).postData() ?? "{}")
    expect(body).toMatchObject({ kind: "contact", locale: "hi", page: "/hi/contact" })
    expect(body.fields).toMatchObject({ subject: "demo", message: "कृपया मुझे कॉल करें" })
    await expect(form.getByRole("status").first()).toHaveText(messages.sent)
  })
})
