import type { Page, Request } from "@playwright/test"
import { test, expect, visit } from "./fixtures"
import { CLOUDFLARE_URL, NETLIFY_URL } from "./host-urls"
import { loadObject } from "../helpers/content"
import { fillTemplate } from "../../src/lib/text"
import { isFact } from "../../schema/facts"
import { subjectFragment } from "../../src/lib/contact-subject"

const site = loadObject<{ email: string; phone: string; whatsappNumber: string }>("site.json")
const SUPPORT = site.email

/** Every mailto: the page hands to the browser; Chromium reports them as requests it passes to the OS. */
function mailtoRequests(page: Page) {
  const seen: Request[] = []
  page.on("request", (request) => {
    if (request.url().startsWith("mailto:")) seen.push(request)
  })
  return seen
}

const formOf = (page: Page) => page.getByRole("form", { name: "Send Us a Message" })

test.describe("contact form", () => {
  test("validates in order, then opens the mail client with exactly what was typed", async ({ page }) => {
    const mailtos = mailtoRequests(page)
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
    expect(mailtos).toHaveLength(0)

    const message = "Hello & welcome?\n100% #1\n\nbcc: x@evil.example"
    await form.getByLabel("Message").fill(message)
    await form.getByLabel(/Phone number/).fill("+91 98765 43210")
    const opened = page.waitForRequest((request) => request.url().startsWith("mailto:"))
    await send.click()
    const request = await opened
    await expect(form.getByRole("button", { name: "Sending…" })).toBeDisabled()
    await expect(form.getByLabel("Full name")).toBeDisabled()

    const url = new URL(request.url())
    expect(url.pathname).toBe(SUPPORT)
    expect([...url.searchParams.keys()]).toEqual(["subject", "body"])
    expect(url.searchParams.get("subject")).toBe("Contact Form: Partnership")
    expect(url.searchParams.get("body")).toBe(
      [
        "Name: प्रिया शर्मा 👩🏽‍⚕️ &bcc=x@evil.example",
        "Email: priya@example.in",
        "Phone: +91 98765 43210",
        "Subject: Partnership",
        "Message:",
        message,
      ]
        .join("\n")
        .replace(/\n/g, "\r\n"),
    )

    await expect(form.getByRole("status")).toHaveText("Message sent successfully! We'll get back to you soon.")
    await expect(form.getByLabel("Full name")).toHaveValue("")
    await expect(form.getByLabel("Message")).toHaveValue("")
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled()
    await expect(form.getByRole("status")).toBeEmpty({ timeout: 7000 })
    expect(mailtos).toHaveLength(1)
  })

  test("refuses a message too long for a mail link and says what to do", async ({ page }) => {
    const mailtos = mailtoRequests(page)
    await visit(page, "/contact")
    const form = formOf(page)
    await expect(form.getByText(/^[\d,]+ characters left$/)).toBeVisible()
    await form.getByLabel("Full name").fill("Asha")
    await form.getByLabel("Email address").fill("a@b.c")
    await form.getByLabel("Subject").selectOption("support")
    await form.getByLabel("Message").fill("x".repeat(10_000))
    await expect(form.getByText(/characters over the limit$/)).toBeVisible()
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect(form.getByRole("alert")).toContainText(`e-mail us directly at ${SUPPORT}`)
    await expect(form.getByLabel("Message")).toBeFocused()
    expect(mailtos).toHaveLength(0)
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
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SUPPORT)

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
    const form = () => page.getByRole("region", { name: "Send Us a Message" }).boundingBox()

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
  test("writes the outcome to the console only", async ({ page }) => {
    const logged: string[] = []
    page.on("console", (message) => logged.push(`${message.type()}: ${message.text()}`))
    await visit(page, "/contact")
    const form = page.getByRole("form", { name: /Stay Updated with/ })
    const input = form.getByRole("textbox", { name: "Email address" })

    await input.fill("a@b")
    await form.getByRole("button", { name: "Subscribe" }).click()
    await expect
      .poll(() => logged.filter((line) => line.startsWith("warning:")))
      .toEqual([expect.stringContaining("Please enter a valid email address")])

    await input.fill("a@b.c")
    await form.getByRole("button", { name: "Subscribe" }).click()
    await expect.poll(() => logged.some((line) => line.startsWith("info:") && line.includes("a@b.c"))).toBe(true)
    await expect(form.getByRole("alert")).toHaveCount(0)
    await expect(form.getByRole("status")).toHaveCount(0)
  })
})

test.describe("without JavaScript", () => {
  test("the contact form hands the message to the mail client, allowed by the page's policy", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const console: string[] = []
    page.on("console", (message) => console.push(message.text()))
    await page.goto("/contact")
    const form = formOf(page)
    await form.getByLabel(/name/i).first().fill("Asha Rao")
    await form.getByLabel(/email/i).first().fill("asha@example.com")
    await form.getByLabel(/subject/i).selectOption({ index: 1 })
    await form.getByLabel(/message/i).fill("Hello")
    const opened = page.waitForRequest((request) => request.url().startsWith("mailto:"))
    await form.getByRole("button", { name: /send/i }).click()
    expect((await opened).url()).toMatch(/^mailto:support@/)
    expect(console.filter((line) => /Content Security Policy/i.test(line))).toEqual([])
    await context.close()
  })

  test("the newsletter form waits for its script and never puts the address in a URL", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/contact")
    const form = page.getByRole("form", { name: /Stay Updated with/ })
    // Playwright's text queries skip <noscript>, which a browser without JavaScript shows as any element.
    const note = form.locator("noscript p")
    await expect(note).toBeVisible()
    await expect(note).toHaveText(/Subscribing needs JavaScript/)
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeDisabled()
    await form.getByRole("textbox", { name: "Email address" }).fill("someone@example.com")
    await form.getByRole("textbox", { name: "Email address" }).press("Enter")
    await page.waitForLoadState("load")
    expect(page.url()).not.toContain("someone")
    expect(page.url()).toMatch(/\/contact$/)
    await context.close()
  })
})
