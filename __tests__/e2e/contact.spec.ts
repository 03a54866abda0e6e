import type { Page } from "@playwright/test"
import { test, expect, visit } from "./fixtures"
import { CLOUDFLARE_URL, NETLIFY_URL } from "./host-urls"
import { loadObject } from "../helpers/content"
import { fillTemplate } from "../../src/lib/text"
import { isFact } from "../../schema/facts"
import { subjectFragment } from "../../src/lib/contact-subject"

const site = loadObject<{ email: string; phone: string; whatsappNumber: string }>("site.json")

const formOf = (page: Page) => page.getByRole("form", { name: "Send Us a Message" })

test.describe("contact form", () => {
  test("validates in order, then sends exactly what was typed and gives a reference", async ({ page }) => {
    const sent: string[] = []
    page.on("request", (request) => {
      if (request.url().endsWith("/api/requests")) sent.push(request.postData() ?? "")
    })
    await visit(page, "/contact")
    const form = formOf(page)
    const send = form.getByRole("button", { name: "Send Message" })

    await send.click()
    await expect(form.getByRole("alert")).toHaveText("Please enter your name")
    await expect(form.getByLabel("Full name")).toBeFocused()
    await expect(form.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true")

    await form.getByLabel("Full name").fill("प्रिया शर्मा 👩🏽‍⚕️ &bcc=x@evil.example")
    await form.getByLabel("Email address").fill("a b@c.d")
    await send.click()
    await expect(form.getByRole("alert")).toHaveText("Please enter a valid email address")
    await expect(form.getByLabel("Email address")).toBeFocused()

    await form.getByLabel("Email address").fill("priya@example.in")
    await send.click()
    await expect(form.getByRole("alert")).toHaveText("Please enter a subject")
    await form.getByLabel("Subject").selectOption("partnership")
    await send.click()
    await expect(form.getByRole("alert")).toHaveText("Please enter a message")
    expect(sent).toHaveLength(0)

    const message = "Hello & welcome?\n100% #1\n\nbcc: x@evil.example"
    await form.getByLabel("Message").fill(message)
    await form.getByLabel(/Phone number/).fill("+91 98765 43210")
    await send.click()
    await expect(form.getByRole("button", { name: "Sending…" })).toBeDisabled()
    await expect(form.getByRole("status").first()).toHaveText("Message sent successfully! We'll get back to you soon.")
    await expect(form.getByText(/^Your reference: [0-9A-Z]{4}-[0-9A-Z]{4}$/)).toBeVisible()
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]).fields).toMatchObject({
      name: "प्रिया शर्मा 👩🏽‍⚕️ &bcc=x@evil.example",
      email: "priya@example.in",
      phone: "+91 98765 43210",
      subject: "partnership",
      message,
    })
    await expect(form.getByLabel("Full name")).toHaveValue("")
    await expect(form.getByLabel("Message")).toHaveValue("")
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled()
    await expect(form.getByRole("status").first()).toBeEmpty({ timeout: 7000 })
    await expect(form.getByText(/^Your reference: /)).toBeVisible()
    expect(page.url()).toMatch(/\/contact$/)
  })

  test("keeps a message within its limit and says how much is left", async ({ page }) => {
    await visit(page, "/contact")
    const form = formOf(page)
    await expect(form.getByText(/^[\d,]+ characters left$/)).toBeVisible()
    await form.getByLabel("Message").fill("x".repeat(10_000))
    await expect(form.getByLabel("Message")).toHaveValue("x".repeat(4000))
    await expect(form.getByText("0 characters left")).toBeVisible()
  })
})

test.describe("a demo request", () => {
  for (const locale of ["en", "hi", "kn"])
    test(`/connect's "Request a demo" opens the contact form with the demo subject chosen (${locale})`, async ({
      page,
    }) => {
      const product = loadObject<{ products: { slug: string; demo?: { label: string } }[] }>(
        "solutions.json",
        locale,
      ).products.find((candidate) => candidate.slug === "connect")!
      const prefix = locale === "en" ? "" : `/${locale}`
      await visit(page, `${prefix}/connect`)
      await page.getByRole("link", { name: product.demo!.label }).first().click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact${subjectFragment("demo")}$`))
      await expect(page.locator("select[name=subject]")).toHaveValue("demo")
    })
})

test.describe("contact cards", () => {
  test("copy the e-mail address and phone number to the clipboard", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL })
    await visit(page, "/contact")
    const cards = page.getByRole("region", { name: "Other Ways to Reach Us" })

    await cards.getByRole("button", { name: "Copy email address" }).click()
    await expect(cards.getByRole("status").filter({ hasText: "Copied" })).toHaveCount(1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.email)

    await cards.getByRole("button", { name: "Copy phone number" }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(site.phone)

    const map = cards.getByRole("link", { name: /View on Map/ })
    await expect(map).toHaveAttribute("target", "_blank")
    await expect(map).toHaveAttribute("rel", "noopener noreferrer")
  })
})

type WhatsAppCopy = { cards: { whatsapp: { title: string; linkLabel: string; caution: string } } }

for (const host of [
  { name: "Cloudflare Pages", baseURL: CLOUDFLARE_URL },
  { name: "Netlify", baseURL: NETLIFY_URL },
])
  test.describe(`WhatsApp on ${host.name}`, () => {
    test.use({ baseURL: host.baseURL })

    for (const { path: pagePath, locale } of [
      { path: "/contact", locale: "en" },
      { path: "/hi/help", locale: "hi" },
      { path: "/kn/contact", locale: "kn" },
    ])
      test(`${pagePath} opens a chat with the site's number at wa.me in a new tab, under the caution`, async ({
        page,
        context,
      }) => {
        // without a number (or with a placeholder) there is no card, as the unit tests check
        test.skip(!isFact(site.whatsappNumber), "no WhatsApp number in data/site")
        // the machine is offline: wa.me answers from here, so the new tab shows where it went
        await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/plain", body: "chat" }))
        const { whatsapp } = loadObject<WhatsAppCopy>("contact-page.json", locale).cards
        const { opensInNewTab } = loadObject<{ opensInNewTab: string }>("interface.json", locale)
        await visit(page, pagePath)
        const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: whatsapp.title }) })
        await expect(card).toContainText(whatsapp.caution)
        const link = card.getByRole("link", { name: fillTemplate(opensInNewTab, { name: whatsapp.linkLabel }) })
        const href = `https://wa.me/${site.whatsappNumber.replace(/\D/g, "")}`
        await expect(link).toHaveAttribute("href", href)
        await expect(link).toHaveAttribute("rel", "noopener noreferrer")

        const opened = page.waitForEvent("popup")
        await link.click()
        const chat = await opened
        await expect(chat).toHaveURL(href)
        expect(await chat.evaluate(() => window.opener)).toBeNull()
        await expect(page).toHaveURL(new RegExp(`${pagePath}$`))
      })
  })

test.describe("layout and accessibility", () => {
  test("form beside the cards from 1024 px, stacked below", async ({ page }) => {
    const cards = () => page.getByRole("region", { name: "Other Ways to Reach Us" }).boundingBox()
    const form = () => formOf(page).boundingBox()

    await page.setViewportSize({ width: 1280, height: 900 })
    await visit(page, "/contact")
    const [wideForm, wideCards] = [await form(), await cards()]
    expect(wideCards!.x).toBeGreaterThan(wideForm!.x + wideForm!.width - 1)

    await page.setViewportSize({ width: 800, height: 900 })
    const [narrowForm, narrowCards] = [await form(), await cards()]
    expect(narrowCards!.y).toBeGreaterThan(narrowForm!.y + narrowForm!.height - 1)

    await page.setViewportSize({ width: 375, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})

test.describe("newsletter form", () => {
  test("refuses an invalid address where the field is, sending nothing", async ({ page }) => {
    const sent: string[] = []
    page.on("request", (request) => {
      if (request.url().endsWith("/api/requests")) sent.push(request.url())
    })
    await visit(page, "/contact")
    const form = page.getByRole("form", { name: /Stay Updated with/ })
    const input = form.getByRole("textbox", { name: "Email address" })
    await input.fill("a@b")
    await form.getByRole("button", { name: "Subscribe" }).click()
    await expect(form.getByRole("alert")).toHaveText("Please enter a valid email address")
    await expect(input).toHaveAttribute("aria-invalid", "true")
    expect(sent).toEqual([])
  })
})

test.describe("without JavaScript", () => {
  test("the newsletter form posts itself and never puts the address in a URL", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const console: string[] = []
    page.on("console", (message) => console.push(message.text()))
    await page.goto("/contact")
    const form = page.getByRole("form", { name: /Stay Updated with/ })
    await form.getByRole("textbox", { name: "Email address" }).fill(`someone-${Date.now()}@example.com`)
    await form.getByRole("button", { name: "Subscribe" }).click()
    await expect(page).toHaveURL(/\/sent$/)
    expect(page.url()).not.toContain("someone")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you: it has reached us")
    expect(console.filter((line) => /Content Security Policy/i.test(line))).toEqual([])
    await context.close()
  })
})
