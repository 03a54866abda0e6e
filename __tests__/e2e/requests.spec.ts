import type { Page } from "@playwright/test"
import { test, expect, visit, clockedTest } from "./fixtures"
import { CLOUDFLARE_URL, E2E_EXPORT_TOKEN, NETLIFY_URL } from "./host-urls"
import { loadObject } from "../helpers/content"
import { startHost } from "../../scripts/lib/host.mjs"
import { startNetlify } from "../../scripts/lib/netlify-host.mjs"
import { execSync } from "node:child_process"
import { randomInt } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"

/** What a host's store holds, read as the team reads it: the export (server/requests.ts). */
async function exported(baseURL: string, token = E2E_EXPORT_TOKEN) {
  const response = await fetch(`${baseURL}/api/requests/export`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return response.text()
}

const occurrences = (text: string, needle: string) => text.split(needle).length - 1
const marker = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

type Copy = { form: { title: string; submitLabel: string; fields: Record<string, { label: string }> } }
type Words = {
  requests: { reference: string }
  newsletter: { emailLabel: string; submitLabel: string; subscribed: string }
}

async function sendContact(page: Page, locale: string, subject: string, message: string) {
  const { form: copy } = loadObject<Copy>("contact-page.json", locale)
  const form = page.getByRole("form", { name: copy.title })
  await form.getByLabel(copy.fields.name.label, { exact: true }).fill("Asha Rao")
  await form.getByLabel(copy.fields.email.label, { exact: true }).fill("asha@example.in")
  await form.locator("select[name=subject]").selectOption(subject)
  await form.getByLabel(copy.fields.message.label, { exact: true }).fill(message)
  await form.getByRole("button", { name: copy.submitLabel }).click()
  return form
}

type RightsForm = {
  title: string
  submitLabel: string
  receivedTitle: string
  fields: Record<string, { label: string }>
  forWhomOptions: Array<{ value: string; label: string }>
}
const rightsForm = (locale: string) =>
  loadObject<{ parts: { items: Array<{ requestForm?: RightsForm }> } }>(
    "legal-pages/privacy.json",
    locale,
  ).parts.items.find((part) => part.requestForm)!.requestForm!

/** Fills and sends the rights request form of /privacy/your-rights in a language. */
async function sendRights(page: Page, locale: string, identifiers: string) {
  const copy = rightsForm(locale)
  const form = page.getByRole("form", { name: copy.title })
  await form.getByLabel(copy.fields.right.label, { exact: true }).selectOption("erasure")
  await form.getByLabel(copy.fields.name.label, { exact: true }).fill("Asha Rao")
  await form.getByLabel(copy.fields.email.label, { exact: true }).fill("asha@example.in")
  await form.getByLabel(copy.forWhomOptions[1].label, { exact: true }).check()
  await form.getByLabel(copy.fields.identifiers.label, { exact: true }).fill(identifiers)
  await form.getByRole("button", { name: copy.submitLabel }).click()
}

const referenceIn = async (page: Page, locale: string) => {
  const { reference } = loadObject<Words>("interface.json", locale).requests
  const prefix = reference.split("{reference}")[0]
  const shown = page.getByText(prefix, { exact: false }).filter({ hasText: /[0-9A-Z]{4}-[0-9A-Z]{4}/ })
  await expect(shown).toBeVisible({ timeout: 15_000 })
  return /([0-9A-Z]{4}-[0-9A-Z]{4})/.exec((await shown.textContent()) ?? "")![1]
}

for (const host of [
  { name: "Cloudflare Pages (D1)", baseURL: CLOUDFLARE_URL },
  { name: "Netlify (Blobs)", baseURL: NETLIFY_URL },
])
  test.describe(`requests on ${host.name}`, () => {
    test.use({ baseURL: host.baseURL })

    // a contact request and a demo request (the subject "Request a demo" chooses) from each language's page
    for (const [locale, subject] of (["en", "hi", "kn"] as const).flatMap((l) =>
      (["support", "demo"] as const).map((subject) => [l, subject] as const),
    ))
      test(`a contact request (${subject}) from /${locale === "en" ? "" : `${locale}/`}contact is stored once, with its reference`, async ({
        page,
      }) => {
        const prefix = locale === "en" ? "" : `/${locale}`
        const text = marker()
        await visit(page, `${prefix}/contact`)
        await sendContact(page, locale, subject, `Please call me. ${text}`)
        const reference = await referenceIn(page, locale)
        const csv = await exported(host.baseURL)
        expect(occurrences(csv, text)).toBe(1)
        const row = csv.split("\r\n").find((line) => line.includes(text))!
        expect(row.startsWith(`${reference},contact,`)).toBe(true)
        expect(row).toContain(`,${locale},${prefix}/contact,`)
        expect(row).toContain(`,${subject},`)
      })

    for (const locale of ["en", "hi", "kn"] as const)
      test(`a rights request from /${locale === "en" ? "" : `${locale}/`}privacy/your-rights is stored once, with its reference`, async ({
        page,
      }) => {
        const prefix = locale === "en" ? "" : `/${locale}`
        const text = marker()
        await visit(page, `${prefix}/privacy/your-rights`)
        await sendRights(page, locale, `${text}@example.in`)
        const reference = await referenceIn(page, locale)
        const csv = await exported(host.baseURL)
        expect(occurrences(csv, text)).toBe(1)
        const row = csv.split("\r\n").find((line) => line.includes(text))!
        expect(row.startsWith(`${reference},data-rights,`)).toBe(true)
        expect(row).toContain(`,${locale},${prefix}/privacy/your-rights,`)
        expect(row).toContain(`,erasure,other,${text}@example.in`)
      })

    for (const [locale, pagePath] of [
      ["en", "/about"],
      ["hi", "/hi/jobs"],
      ["kn", "/kn/about"],
    ] as const)
      test(`a subscription from ${pagePath} is stored once`, async ({ page }) => {
        const email = `${marker()}@example.in`
        const words = loadObject<Words>("interface.json", locale)
        await visit(page, pagePath)
        const form = page.locator("footer form")
        await form.getByRole("textbox", { name: words.newsletter.emailLabel }).fill(email)
        await form.getByRole("button", { name: words.newsletter.submitLabel }).click()
        await expect(form.getByRole("status")).toHaveText(words.newsletter.subscribed, { timeout: 15_000 })
        const csv = await exported(host.baseURL)
        expect(occurrences(csv, email)).toBe(1)
        const row = csv.split("\r\n").find((line) => line.includes(email))!
        expect(row).toMatch(new RegExp(`^[0-9A-Z]{4}-[0-9A-Z]{4},newsletter,[^,]+,${locale},${pagePath},`))
      })

    test("an unsubscribe link removes every subscription of its address, and only those", async ({ page }) => {
      const run = marker()
      const [address, other] = [`${run}@example.in`, `${run}-other@example.in`]
      const { updated: privacyVersion } = loadObject<{ updated: string }>("legal-pages/privacy.json")
      const subscribe = (email: string) =>
        postFrom("127.0.0.71", `${host.baseURL}/api/requests`, {
          kind: "newsletter",
          locale: "hi",
          page: "/hi/about",
          privacyVersion,
          elapsedMs: 3000,
          fields: { email },
        })
      // the same address twice, the second time in capitals, and another
      for (const email of [address, address.toUpperCase(), other]) expect((await subscribe(email)).status).toBe(201)
      const row = (await exported(host.baseURL)).split("\r\n").find((line) => line.includes(address))!
      // a newsletter row has no quoted cell: its link is the cell that holds the endpoint's path
      const link = row.split(",").find((cell) => cell.includes("/api/unsubscribe?token="))!
      expect(link).toBeDefined()

      // as a subscriber does: the mail's link opens a page in their language, whose button unsubscribes
      await page.goto(link)
      await expect(page.locator("html")).toHaveAttribute("lang", "hi")
      await page.getByRole("button").click()
      await expect(page.locator("h1")).toBeVisible()
      const after = await exported(host.baseURL)
      expect(occurrences(after.toLowerCase(), address)).toBe(0)
      expect(occurrences(after, other)).toBe(1)
    })

    // the fixture's connectlife is in no store yet: its page asks to be told when it is
    for (const locale of ["en", "kn"] as const)
      test(`a "tell me when it is in the stores" request from /${locale === "en" ? "" : `${locale}/`}connect is stored once, with its reference`, async ({
        page,
      }) => {
        const prefix = locale === "en" ? "" : `/${locale}`
        const { appNotify } = loadObject<{ appNotify: Record<string, string> }>("interface.json", locale)
        const email = `${marker()}@example.in`
        await visit(page, `${prefix}/connect`)
        const form = page.getByRole("form", { name: appNotify.title.replace("{name}", "connectlife") })
        await form.getByRole("textbox", { name: appNotify.emailLabel }).fill(email)
        await form.getByRole("button", { name: appNotify.submitLabel }).click()
        await expect(form.getByRole("status")).toContainText(appNotify.sent.replace("{name}", "connectlife"), {
          timeout: 15_000,
        })
        const reference = await referenceIn(page, locale)
        const csv = await exported(host.baseURL)
        expect(occurrences(csv, email)).toBe(1)
        const row = csv.split("\r\n").find((line) => line.includes(email))!
        expect(row.startsWith(`${reference},app-notify,`)).toBe(true)
        expect(row).toContain(`,${locale},${prefix}/connect,`)
        expect(row).toContain(`,${email},`)
        expect(row).toContain(",connectlife,")
      })

    clockedTest(
      "without JavaScript, the tell-me form posts itself, is stored once and thanks in its language",
      async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, baseURL: host.baseURL })
        const page = await context.newPage()
        const { appNotify } = loadObject<{ appNotify: Record<string, string> }>("interface.json", "hi")
        const email = `${marker()}@example.in`
        await page.goto("/hi/connect")
        const form = page.getByRole("form", { name: appNotify.title.replace("{name}", "connectlife") })
        await form.getByRole("textbox", { name: appNotify.emailLabel }).fill(email)
        await form.getByRole("button", { name: appNotify.submitLabel }).click()
        await expect(page).toHaveURL(/\/hi\/sent$/)
        expect(page.url()).not.toContain("example.in")
        const csv = await exported(host.baseURL)
        expect(occurrences(csv, email)).toBe(1)
        expect(csv.split("\r\n").find((line) => line.includes(email))).toMatch(
          /,app-notify,.*,hi,\/hi\/connect,.*,connectlife,/,
        )
        await context.close()
      },
    )

    clockedTest(
      "without JavaScript, the form posts itself and lands on the thank-you page in its language",
      async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, baseURL: host.baseURL })
        const page = await context.newPage()
        const text = marker()
        await page.goto("/hi/contact")
        const { form: copy } = loadObject<Copy>("contact-page.json", "hi")
        const form = page.getByRole("form", { name: copy.title })
        await form.getByLabel(copy.fields.name.label, { exact: true }).fill("Priya")
        await form.getByLabel(copy.fields.email.label, { exact: true }).fill("priya@example.in")
        await form.locator("select[name=subject]").selectOption("partnership")
        await form.getByLabel(copy.fields.message.label, { exact: true }).fill(`Namaste ${text}`)
        await form.getByRole("button", { name: copy.submitLabel }).click()
        await expect(page).toHaveURL(/\/hi\/sent$/)
        expect(page.url()).not.toContain("priya")
        await expect(page.locator("html")).toHaveAttribute("lang", "hi")
        const csv = await exported(host.baseURL)
        expect(occurrences(csv, text)).toBe(1)
        await context.close()
      },
    )
  })

for (const host of [
  { name: "Cloudflare Pages (D1)", baseURL: CLOUDFLARE_URL },
  { name: "Netlify (Blobs)", baseURL: NETLIFY_URL },
])
  clockedTest(
    `without JavaScript, a rights request on ${host.name} gets a page with its reference, and a reload stores it once`,
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: host.baseURL })
      const page = await context.newPage()
      const text = marker()
      await page.goto("/kn/privacy/your-rights")
      await sendRights(page, "kn", `${text}@example.in`)
      await expect(page.getByRole("heading", { level: 1, name: rightsForm("kn").receivedTitle })).toBeVisible()
      await expect(page.locator("html")).toHaveAttribute("lang", "kn")
      const reference = /([0-9A-Z]{4}-[0-9A-Z]{4})/.exec((await page.locator("body").textContent()) ?? "")![1]
      await page.reload()
      await expect(page.getByText(reference)).toBeVisible()
      const csv = await exported(host.baseURL)
      expect(occurrences(csv, text)).toBe(1)
      expect(csv).toContain(`${reference},data-rights,`)
      await context.close()
    },
  )

test.describe("when the store is missing", () => {
  clockedTest("the page says it was not sent and offers the mail link, never that it was sent", async ({ browser }) => {
    // the same build on a host whose database has none of its tables (no migration applied): every write fails
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "broken-store-"))
    const host = await startHost({ dir: "public", persistTo: dir })
    try {
      const context = await browser.newContext({ baseURL: host.url })
      const page = await context.newPage()
      await visit(page, "/contact")
      const form = await sendContact(page, "en", "demo", "Please call me.")
      await expect(form.getByRole("alert")).toHaveText(
        "Failed to send message. Please try again or contact us directly.",
        {
          timeout: 15_000,
        },
      )
      const link = form.getByRole("link", { name: /Send it by e-mail to/ })
      const mailto = new URL((await link.getAttribute("href"))!)
      expect(mailto.searchParams.get("subject")).toBe("Contact Form: Request Demo")
      expect(mailto.searchParams.get("body")).toContain("Please call me.")
      await expect(form.getByLabel("Message")).toHaveValue("Please call me.")
      await expect(page.getByText("Message sent successfully!")).toHaveCount(0)
      await context.close()
    } finally {
      await host.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

/** A POST from one loopback address (127.0.0.x): the host reports it as the sender, as it would a visitor's. */
function postFrom(address: string, url: string, body: unknown): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        localAddress: address,
        headers: { "Content-Type": "application/json", Origin: target.origin },
      },
      (response) => {
        response.resume()
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers["retry-after"] as string | undefined,
          }),
        )
      },
    )
    request.on("error", reject)
    request.end(JSON.stringify(body))
  })
}

/** Hosts of the tests' own, each with its own store and the default rate limit: the shared ones allow more. */
const OWN_HOSTS = [
  {
    name: "Cloudflare Pages (D1)",
    start: async (state: string, settings: Record<string, string>) => {
      execSync(`npx wrangler d1 migrations apply lifelane-requests --local --persist-to ${JSON.stringify(state)}`, {
        stdio: "ignore",
        env: { ...process.env, CI: "1" },
      })
      return startHost({ dir: "public", persistTo: state, bindings: settings })
    },
  },
  {
    // its Blobs sandbox is the shared host's (.netlify/ of the project): the tests' markers tell theirs apart
    name: "Netlify (Blobs)",
    start: (_state: string, settings: Record<string, string>) => startNetlify({ dir: "public", env: settings }),
  },
]

// Cloudflare's runtime only: netlify dev runs its Functions one at a time, so 200 requests at once take about a
// minute there and the later ones pass its 30 s function timeout (500s from the emulator; measured 2026-12-05).
// So the Blobs store's limit is not load-tested here; the page tests and retention below run on both.
for (const loadHost of OWN_HOSTS.filter((host) => host.name.startsWith("Cloudflare")))
  test.describe(`the rate limit on ${loadHost.name}`, () => {
    test.setTimeout(120_000)
    clockedTest(
      "200 requests from 20 senders in 10 s: 5 stored per sender, the rest 429, no 5xx; the team hears of each",
      async () => {
        const state = fs.mkdtempSync(path.join(os.tmpdir(), "load-"))
        // a local stand-in for the team's notification service: records what it is sent, sends nothing on
        const notified: Array<{ reference: string }> = []
        const standIn = http.createServer((request, response) => {
          let body = ""
          request.on("data", (chunk) => (body += chunk))
          request.on("end", () => {
            notified.push(JSON.parse(body))
            response.writeHead(204).end()
          })
        })
        await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve))
        const { port } = standIn.address() as { port: number }
        const host = await loadHost.start(state, {
          REQUESTS_EXPORT_TOKEN: E2E_EXPORT_TOKEN,
          REQUESTS_WEBHOOK_URL: `http://127.0.0.1:${port}/notify`,
        })
        try {
          const run = marker()
          const senders = Array.from({ length: 20 }, (_, i) => `127.0.0.${i + 10}`)
          const started = Date.now()
          const results = await Promise.all(
            senders.flatMap((address, s) =>
              Array.from({ length: 10 }, (_, n) =>
                postFrom(address, `${host.url}/api/requests`, {
                  kind: "newsletter",
                  id: `${run}-${s}-${n}`,
                  locale: "en",
                  page: "/",
                  privacyVersion: "2026-11-24",
                  elapsedMs: 3000,
                  fields: { email: `${run}-s${s}n${n}@example.in` },
                }).then((result) => ({ ...result, sender: s })),
              ),
            ),
          )
          expect(Date.now() - started).toBeLessThan(10_000)
          expect(results.filter((r) => r.status >= 500)).toEqual([])
          expect(new Set(results.map((r) => r.status))).toEqual(new Set([201, 429]))
          for (const r of results.filter((r) => r.status === 429)) expect(Number(r.retryAfter)).toBeGreaterThan(0)
          const csv = await exported(host.url)
          for (const [s] of senders.entries()) {
            const accepted = results.filter((r) => r.sender === s && r.status === 201).length
            expect(accepted).toBe(5)
            expect(occurrences(csv, `${run}-s${s}n`)).toBe(accepted)
          }
          // bad bodies: all 4xx, nothing stored
          const bad = [
            { kind: "complaint", locale: "en", page: "/", privacyVersion: "2026-11-24", elapsedMs: 3000, fields: {} },
            {
              kind: "newsletter",
              locale: "en",
              page: "/",
              privacyVersion: "2026-11-24",
              elapsedMs: 3000,
              fields: { email: `${run}-bad` },
            },
            {
              kind: "newsletter",
              locale: "en",
              page: "/",
              privacyVersion: "2026-11-24",
              elapsedMs: 3000,
              fields: { email: `${run}-big@example.in`, pad: "x".repeat(20_000) },
            },
          ]
          for (const body of bad)
            expect((await postFrom("127.0.0.99", `${host.url}/api/requests`, body)).status).toBeLessThan(500)
          const wrongType = await fetch(`${host.url}/api/requests`, {
            method: "POST",
            headers: { "Content-Type": "text/plain" },
            body: "hello",
          })
          expect(wrongType.status).toBe(415)
          expect(occurrences(await exported(host.url), `${run}-b`)).toBe(0)
          // every stored request once, after its answer
          await expect.poll(() => notified.length, { timeout: 10_000 }).toBe(100)
          expect(new Set(notified.map((n) => n.reference)).size).toBe(100)
        } finally {
          standIn.close()
          await host.stop()
          fs.rmSync(state, { recursive: true, force: true })
        }
      },
    )
  })

for (const ownHost of OWN_HOSTS)
  test.describe(`retention on ${ownHost.name}`, () => {
    test.setTimeout(120_000)
    clockedTest("a contact request older than REQUESTS_RETENTION_DAYS is gone; a subscription stays", async () => {
      const state = fs.mkdtempSync(path.join(os.tmpdir(), "retention-"))
      // two seconds' retention, as a fraction of a day
      const host = await ownHost.start(state, {
        REQUESTS_EXPORT_TOKEN: E2E_EXPORT_TOKEN,
        REQUESTS_RETENTION_DAYS: String(2 / 86_400),
      })
      try {
        const run = marker()
        // a sender of this run's own: Netlify's Blobs sandbox keeps an earlier run's sends, which the rate limit counts
        const sender = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
        const send = (kind: "contact" | "newsletter", text: string) =>
          postFrom(sender, `${host.url}/api/requests`, {
            kind,
            locale: "en",
            page: "/contact",
            privacyVersion: "2026-11-24",
            elapsedMs: 3000,
            fields:
              kind === "contact"
                ? { name: "Asha", email: "asha@example.in", subject: "general", message: text }
                : { email: `${text}@example.in` },
          })
        expect((await send("contact", `${run}-old`)).status).toBe(201)
        expect((await send("newsletter", `${run}-subscriber`)).status).toBe(201)
        await new Promise((resolve) => setTimeout(resolve, 2500))
        expect((await send("contact", `${run}-new`)).status).toBe(201)
        const csv = await exported(host.url)
        expect(occurrences(csv, `${run}-old`)).toBe(0)
        expect(occurrences(csv, `${run}-new`)).toBe(1)
        expect(occurrences(csv, `${run}-subscriber`)).toBe(1)
      } finally {
        await host.stop()
        fs.rmSync(state, { recursive: true, force: true })
      }
    })
  })
