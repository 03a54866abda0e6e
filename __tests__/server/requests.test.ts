/**
 * @jest-environment node
 */
import { handleRequests, unsubscribeToken, type RequestsHost } from "../../server/requests"
import { SENT_PATH } from "../../src/lib/routes"
import { memoryStore } from "../../server/store"
import { CSV_COLUMNS } from "../../server/csv"
import { MAX_BODY_BYTES, MIN_FILL_MS } from "../../src/lib/requests"
import type { RequestsEnv } from "../../server/settings"

// The server's words are data/'s (server/copy.ts bundles them): read from there, so an editor's change is no failure.
import contactEn from "../../data/contact-page/contact-page.en.json"
import contactHi from "../../data/contact-page/contact-page.hi.json"
import contactKn from "../../data/contact-page/contact-page.kn.json"
import interfaceHi from "../../data/interface/interface.hi.json"
import privacyEn from "../../data/legal-pages/privacy.en.json"
import privacyHi from "../../data/legal-pages/privacy.hi.json"
import privacyKn from "../../data/legal-pages/privacy.kn.json"
import officer from "../../data/grievance-officer/grievance-officer.en.json"

const DEMO_LABEL = contactEn.form.subjects.find((option) => option.value === "demo")!.label
const SITE = "https://www.example.com"
const CONTACT = { name: "Asha Rao", email: "asha@example.in", phone: "", subject: "demo", message: "Please call me." }

function host(env: RequestsEnv = {}, overrides: Partial<RequestsHost> = {}) {
  const memory = memoryStore()
  const pending: Promise<unknown>[] = []
  const sent: Array<{ url: string; body: unknown }> = []
  const fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body)) })
    return new Response(null, { status: 204 })
  })
  const context: RequestsHost = {
    store: memory.store,
    env,
    clientIp: "203.0.113.7",
    waitUntil: (work) => pending.push(work),
    fetch,
    ...overrides,
  }
  const settle = () => Promise.all(pending)
  return { context, memory, sent, settle }
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/api/requests`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, ...headers },
    body: JSON.stringify(body),
  })

const contact = (fields: Record<string, string> = CONTACT, extra: Record<string, unknown> = {}) =>
  json({
    kind: "contact",
    id: "fill-0001-abcd",
    locale: "en",
    page: "/contact",
    privacyVersion: "2026-11-24",
    elapsedMs: 5000,
    fields,
    ...extra,
  })

const form = (fields: Record<string, string>) =>
  new Request(`${SITE}/api/requests`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
    body: new URLSearchParams(fields).toString(),
  })

describe("a contact request", () => {
  it("is stored once with its page, language and privacy version, and answered with a reference", async () => {
    const { context, memory } = host()
    const response = await handleRequests(contact(), context)
    expect(response.status).toBe(201)
    const answer = await response.json()
    expect(answer.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    const [record] = memory.records.values()
    expect(record).toMatchObject({
      reference: answer.reference,
      kind: "contact",
      locale: "en",
      page: "/contact",
      privacyVersion: "2026-11-24",
      fields: CONTACT,
    })
    expect(JSON.stringify(record)).not.toContain("203.0.113.7")
  })

  it("sent twice with the same id (a retry, a double click) is stored once, with one reference", async () => {
    const { context, memory } = host()
    const first = await (await handleRequests(contact(), context)).json()
    const again = await handleRequests(contact(), context)
    expect(again.status).toBe(200)
    expect((await again.json()).reference).toBe(first.reference)
    expect(memory.records.size).toBe(1)
  })

  it("names each field's problem in the request's language, and stores nothing", async () => {
    const { context, memory } = host()
    const response = await handleRequests(
      contact({ name: "", email: "a@b", subject: "refund", message: "x".repeat(4001) }, { locale: "hi" }),
      context,
    )
    expect(response.status).toBe(400)
    const answer = await response.json()
    expect(answer.errors.map((e: { field: string; problem: string }) => [e.field, e.problem])).toEqual([
      ["name", "required"],
      ["email", "invalid"],
      ["subject", "invalid"],
      ["message", "too-long"],
    ])
    expect(answer.errors[0].message).toBe(contactHi.form.messages.name)
    expect(memory.records.size).toBe(0)
  })

  it.each([
    ["an unknown kind", { kind: "complaint" }, "unknown-kind"],
    ["an unknown language", { locale: "fr" }, "bad-locale"],
    ["a page that is not a path", { page: "https://evil.example" }, "bad-page"],
    ["no privacy version", { privacyVersion: "latest" }, "bad-version"],
    ["a filled honeypot", { fields: { ...CONTACT, leave_empty: "http://spam.example" } }, "rejected"],
    ["a form filled faster than a person could", { elapsedMs: MIN_FILL_MS - 1 }, "too-fast"],
  ])("with %s is refused with 400 and nothing stored", async (_label, extra, error) => {
    const { context, memory } = host()
    const response = await handleRequests(contact(CONTACT, extra), context)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe(error)
    expect(memory.records.size).toBe(0)
  })

  it("refuses a body over the limit (413), another content type (415), bad JSON (400) and another site's page (400)", async () => {
    const { context, memory } = host()
    const big = contact({ ...CONTACT, message: "x".repeat(MAX_BODY_BYTES) })
    expect((await handleRequests(big, context)).status).toBe(413)
    const text = new Request(`${SITE}/api/requests`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "hi",
    })
    expect((await handleRequests(text, context)).status).toBe(415)
    const broken = new Request(`${SITE}/api/requests`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    })
    expect((await handleRequests(broken, context)).status).toBe(400)
    const elsewhere = contact()
    const crossSite = new Request(elsewhere, {
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
    })
    expect((await handleRequests(crossSite, context)).status).toBe(400)
    expect((await handleRequests(new Request(`${SITE}/api/requests`), context)).status).toBe(405)
    expect(memory.records.size).toBe(0)
  })
})

describe("a request to be told when an app is in the stores", () => {
  const tellMe = (fields: Record<string, string>, extra: Record<string, unknown> = {}) =>
    json({
      kind: "app-notify",
      id: "tell-0001-abcd",
      locale: "hi",
      page: "/hi/recover",
      privacyVersion: "2026-11-24",
      elapsedMs: 4000,
      fields,
      ...extra,
    })

  it("is stored once with the address and the app, answered with a reference, and exported with its app", async () => {
    const { context, memory } = host({ REQUESTS_EXPORT_TOKEN: "s3cret-token" })
    const fields = { email: "meera@example.in", app: "recoverlife" }
    const first = await handleRequests(tellMe(fields), context)
    expect(first.status).toBe(201)
    const { reference } = await first.json()
    expect((await (await handleRequests(tellMe(fields), context)).json()).reference).toBe(reference)
    expect([...memory.records.values()]).toEqual([
      expect.objectContaining({ reference, kind: "app-notify", locale: "hi", page: "/hi/recover", fields }),
    ])
    const exported = await handleRequests(
      new Request(`${SITE}/api/requests/export`, { headers: { Authorization: "Bearer s3cret-token" } }),
      context,
    )
    const [header, row] = (await exported.text()).trim().split("\r\n")
    const cells = row.split(",")
    expect(cells[CSV_COLUMNS.indexOf("kind")]).toBe("app-notify")
    expect(cells[CSV_COLUMNS.indexOf("email")]).toBe("meera@example.in")
    expect(cells[CSV_COLUMNS.indexOf("app")]).toBe("recoverlife")
    expect(header.split(",")).toContain("app")
  })

  it("refuses an address that is not one, or no app, in the request's language, and stores nothing", async () => {
    const { context, memory } = host()
    const response = await handleRequests(tellMe({ email: "meera@", app: "" }), context)
    expect(response.status).toBe(400)
    const { errors } = await response.json()
    expect(errors.map((e: { field: string; problem: string }) => [e.field, e.problem])).toEqual([
      ["email", "invalid"],
      ["app", "required"],
    ])
    expect(errors[0].message).toBe(interfaceHi.appNotify.invalid)
    expect((await handleRequests(tellMe({ email: "meera@example.in", app: "<script>" }), context)).status).toBe(400)
    expect(memory.records.size).toBe(0)
  })

  it("without JavaScript lands on the thank-you page; with no store, the mail link asks for the same", async () => {
    const { context, memory } = host()
    const posted = { kind: "app-notify", locale: "kn", page: "/kn/recover", privacyVersion: "2026-11-24" }
    const fields = { email: "ravi@example.in", app: "recoverlife", leave_empty: "" }
    const response = await handleRequests(form({ ...posted, ...fields }), context)
    expect(response.status).toBe(303)
    expect(response.headers.get("Location")).toBe(`/kn${SENT_PATH}`)
    expect(memory.records.size).toBe(1)

    const page = await handleRequests(form({ ...posted, ...fields }), { ...context, store: null })
    expect(page.status).toBe(503)
    const mailto = new URL(/href="(mailto:[^"]+)"/.exec(await page.text())![1].replace(/&amp;/g, "&"))
    expect(mailto.searchParams.get("subject")).toBe("Tell me when recoverlife is in the stores [kn]")
    expect(mailto.searchParams.get("body")).toContain("ravi@example.in")
  })
})

describe("the rate limit", () => {
  it("admits 5 requests a sender sends in 10 minutes, then answers 429 with Retry-After until the window has passed", async () => {
    let now = Date.parse("2026-06-15T06:30:00Z")
    const { context, memory } = host({}, { now: () => now })
    for (let i = 0; i < 5; i++) {
      const response = await handleRequests(contact(CONTACT, { id: `fill-${i}-abcdefgh` }), context)
      expect(response.status).toBe(201)
      now += 1000
    }
    const refused = await handleRequests(contact(CONTACT, { id: "fill-5-abcdefgh" }), context)
    expect(refused.status).toBe(429)
    expect(refused.headers.get("Retry-After")).toBe("595")
    expect(memory.records.size).toBe(5)

    // another sender is not held back
    const other = await handleRequests(contact(CONTACT, { id: "fill-6-abcdefgh" }), {
      ...context,
      clientIp: "198.51.100.1",
    })
    expect(other.status).toBe(201)

    now += 595_000
    expect((await handleRequests(contact(CONTACT, { id: "fill-7-abcdefgh" }), context)).status).toBe(201)
  })

  it("takes another limit from REQUESTS_RATE_LIMIT", async () => {
    const { context } = host({ REQUESTS_RATE_LIMIT: "1/60" })
    expect((await handleRequests(contact(CONTACT, { id: "fill-a-abcdefgh" }), context)).status).toBe(201)
    expect((await handleRequests(contact(CONTACT, { id: "fill-b-abcdefgh" }), context)).status).toBe(429)
  })
})

describe("when the store fails or is missing", () => {
  it("answers 503 and stores nothing; a form without JavaScript gets the mail link with the message written out", async () => {
    const { context, memory } = host()
    memory.state.broken = true
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const response = await handleRequests(contact(), context)
    expect(response.status).toBe(503)
    expect((await response.json()).error).toBe("unavailable")
    expect(error.mock.calls.join(" ")).not.toContain("asha@example.in")

    const page = await handleRequests(
      form({ kind: "contact", locale: "kn", page: "/kn/contact", privacyVersion: "2026-11-24", ...CONTACT }),
      { ...context, store: null },
    )
    expect(page.status).toBe(503)
    const html = await page.text()
    expect(html).toContain('<html lang="kn">')
    const mailto = /href="(mailto:[^"]+)"/.exec(html)![1].replace(/&amp;/g, "&")
    const url = new URL(mailto)
    expect(url.searchParams.get("subject")).toBe(`Contact Form: ${DEMO_LABEL} [kn]`)
    expect(url.searchParams.get("body")).toContain("Please call me.")
    error.mockRestore()
  })
})

describe("a form posted without JavaScript", () => {
  it("is stored and sent on to the thank-you page in its language (303)", async () => {
    const { context, memory } = host()
    const response = await handleRequests(
      form({
        kind: "newsletter",
        locale: "hi",
        page: "/hi/about",
        privacyVersion: "2026-11-24",
        email: "ravi@example.in",
        leave_empty: "",
      }),
      context,
    )
    expect(response.status).toBe(303)
    expect(response.headers.get("Location")).toBe(`/hi${SENT_PATH}`)
    expect([...memory.records.values()][0]).toMatchObject({
      kind: "newsletter",
      locale: "hi",
      fields: { email: "ravi@example.in" },
    })
  })

  it("with a field to correct gets a page in its language that lists it", async () => {
    const { context, memory } = host()
    const response = await handleRequests(
      form({
        kind: "contact",
        locale: "kn",
        page: "/kn/contact",
        privacyVersion: "2026-11-24",
        ...CONTACT,
        email: "nope",
      }),
      context,
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('lang="kn"')
    expect(html).toContain(contactKn.form.messages.email)
    expect(memory.records.size).toBe(0)
  })
})

describe("the team", () => {
  it("is notified of each stored request, after the answer, with the reference", async () => {
    const { context, sent, settle } = host({ REQUESTS_WEBHOOK_URL: "http://127.0.0.1:9/hook" })
    const { reference } = await (await handleRequests(contact(), context)).json()
    await settle()
    expect(sent).toHaveLength(1)
    expect(sent[0].url).toBe("http://127.0.0.1:9/hook")
    expect(sent[0].body).toMatchObject({ reference, kind: "contact", fields: CONTACT })
    expect((sent[0].body as { text: string }).text).toContain(DEMO_LABEL)
  })

  it("still gets the request stored when the notification fails", async () => {
    const failing = jest.fn(async (): Promise<Response> => {
      throw new TypeError("fetch failed")
    })
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const { context, memory, settle } = host({ REQUESTS_WEBHOOK_URL: "http://127.0.0.1:9/hook" }, { fetch: failing })
    expect((await handleRequests(contact(), context)).status).toBe(201)
    await settle()
    expect(memory.records.size).toBe(1)
    error.mockRestore()
  })

  it("exports every request as CSV with the token, and nothing without it", async () => {
    const { context } = host({ REQUESTS_EXPORT_TOKEN: "s3cret-token" })
    const { reference } = await (await handleRequests(contact({ ...CONTACT, message: "=SUM(A1)" }), context)).json()
    const exportRequest = (token?: string) =>
      new Request(`${SITE}/api/requests/export`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
    expect((await handleRequests(exportRequest(), context)).status).toBe(401)
    expect((await handleRequests(exportRequest("wrong-token!"), context)).status).toBe(401)
    const response = await handleRequests(exportRequest("s3cret-token"), context)
    expect(response.headers.get("Content-Type")).toContain("text/csv")
    const [header, row] = (await response.text()).trim().split("\r\n")
    expect(header).toBe(CSV_COLUMNS.join(","))
    expect(row.startsWith(`${reference},contact,`)).toBe(true)
    expect(row).toContain(",'=SUM(A1),")
  })
})

describe("retention", () => {
  it("deletes requests older than REQUESTS_RETENTION_DAYS and keeps the rest, and every subscription", async () => {
    let now = Date.parse("2026-01-01T00:00:00Z")
    const { context, memory, settle } = host({ REQUESTS_RETENTION_DAYS: "30" }, { now: () => now })
    await handleRequests(contact(CONTACT, { id: "old-request-0001" }), context)
    await handleRequests(
      json({
        kind: "newsletter",
        id: "old-subscription",
        locale: "en",
        page: "/",
        privacyVersion: "2026-11-24",
        elapsedMs: 3000,
        fields: { email: "a@b.in" },
      }),
      context,
    )
    now += 29 * 86_400_000
    await handleRequests(contact(CONTACT, { id: "mid-request-0002" }), context)
    now += 2 * 86_400_000
    await handleRequests(contact(CONTACT, { id: "new-request-0003" }), context)
    await settle()
    expect([...memory.records.keys()]).toEqual(["old-subscription", "mid-request-0002", "new-request-0003"])
  })
})

describe("unsubscribing", () => {
  it("removes the subscription (and any other of the address) through its signed link, and refuses a forged one", async () => {
    const { context, memory } = host()
    const subscribe = (id: string, email: string) =>
      handleRequests(
        json({
          kind: "newsletter",
          id,
          locale: "kn",
          page: "/kn",
          privacyVersion: "2026-11-24",
          elapsedMs: 3000,
          fields: { email },
        }),
        context,
      )
    await subscribe("sub-0001-abcd", "Ravi@Example.in")
    await subscribe("sub-0002-abcd", "ravi@example.in")
    await subscribe("sub-0003-abcd", "mira@example.in")
    const token = await unsubscribeToken(await memory.store.secret(), "sub-0001-abcd")

    const page = await handleRequests(new Request(`${SITE}/api/unsubscribe?token=${token}`), context)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('lang="kn"')
    expect(memory.records.size).toBe(3)

    const forged = await handleRequests(
      new Request(`${SITE}/api/unsubscribe?token=sub-0003-abcd.${"0".repeat(64)}`, { method: "POST" }),
      context,
    )
    expect(forged.status).toBe(400)

    // one click (RFC 8058): a POST to the link itself
    const done = await handleRequests(
      new Request(`${SITE}/api/unsubscribe?token=${token}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      context,
    )
    expect(done.status).toBe(200)
    expect([...memory.records.keys()]).toEqual(["sub-0003-abcd"])
  })
})

describe("a rights request (kind data-rights)", () => {
  const privacy = { en: privacyEn, hi: privacyHi, kn: privacyKn }
  const rightsCopy = (locale: "en" | "hi" | "kn") =>
    privacy[locale].parts.items.find((part) => "requestForm" in part)!.requestForm!
  const RIGHTS = {
    right: "erasure",
    name: "Asha Rao",
    email: "asha@example.in",
    forWhom: "other",
    identifiers: "+91 98450 00000 in recoverlife",
    message: "My daughter's account.",
  }
  const rights = (fields: Record<string, string> = RIGHTS, extra: Record<string, unknown> = {}) =>
    json({
      kind: "data-rights",
      id: "fill-rights-0001",
      locale: "en",
      page: "/privacy/your-rights",
      privacyVersion: "2026-12-05",
      elapsedMs: 5000,
      fields,
      ...extra,
    })

  it("is stored once with which right, for whom and what finds the data, and exported with them", async () => {
    const { context, memory } = host({ REQUESTS_EXPORT_TOKEN: "s3cret-token" })
    const response = await handleRequests(rights(), context)
    expect(response.status).toBe(201)
    const { reference } = await response.json()
    expect((await handleRequests(rights(), context)).status).toBe(200)
    expect(memory.records.size).toBe(1)
    expect([...memory.records.values()][0]).toMatchObject({ kind: "data-rights", reference, fields: RIGHTS })
    const csv = await (
      await handleRequests(
        new Request(`${SITE}/api/requests/export`, { headers: { Authorization: "Bearer s3cret-token" } }),
        context,
      )
    ).text()
    const [header, row] = csv.trim().split("\r\n")
    expect(header.endsWith(",right,for_whom,identifiers")).toBe(true)
    expect(row.startsWith(`${reference},data-rights,`)).toBe(true)
    expect(row.endsWith(",erasure,other,+91 98450 00000 in recoverlife")).toBe(false) // a leading + is defused
    expect(row.endsWith(",erasure,other,'+91 98450 00000 in recoverlife")).toBe(true)
  })

  it("names each field's problem in the request's language, in the form's order, and stores nothing", async () => {
    const { context, memory } = host()
    const response = await handleRequests(
      rights({ right: "delete-everything", name: "", email: "a@b", forWhom: "", identifiers: " " }, { locale: "hi" }),
      context,
    )
    expect(response.status).toBe(400)
    const { errors } = await response.json()
    expect(errors.map((e: { field: string; problem: string }) => [e.field, e.problem])).toEqual([
      ["right", "invalid"],
      ["name", "required"],
      ["email", "invalid"],
      ["forWhom", "required"],
      ["identifiers", "required"],
    ])
    expect(errors[0].message).toBe(rightsCopy("hi").messages.right)
    expect(errors[4].message).toBe(rightsCopy("hi").messages.identifiers)
    expect(memory.records.size).toBe(0)
  })

  it("sent without JavaScript, gets a page in its language with its reference and the day of the answer; a re-post is stored once", async () => {
    const now = Date.parse("2026-12-05T06:30:00Z")
    const { context, memory } = host({}, { now: () => now })
    const post = () =>
      handleRequests(
        form({
          kind: "data-rights",
          locale: "kn",
          page: "/kn/privacy/your-rights",
          privacyVersion: "2026-12-05",
          ...RIGHTS,
        }),
        context,
      )
    const response = await post()
    expect(response.status).toBe(201)
    const html = await response.text()
    expect(html).toContain('<html lang="kn">')
    expect(html).toContain(`<h1>${rightsCopy("kn").receivedTitle}</h1>`)
    const [record] = memory.records.values()
    expect(html).toContain(record.reference)
    // 30 days after 5 December 2026 in India, in Kannada with Western digits
    expect(rightsCopy("kn").answerDays).toBe(30)
    expect(html).toContain("4 ಜನವರಿ 2027")
    const again = await post()
    expect(again.status).toBe(200)
    expect(await again.text()).toContain(record.reference)
    expect(memory.records.size).toBe(1)
  })

  it("when it cannot be stored, offers a mail to the Grievance Officer with everything written", async () => {
    const { context } = host()
    const page = await handleRequests(
      form({
        kind: "data-rights",
        locale: "hi",
        page: "/hi/privacy/your-rights",
        privacyVersion: "2026-12-05",
        ...RIGHTS,
      }),
      { ...context, store: null },
    )
    expect(page.status).toBe(503)
    const html = await page.text()
    const mailto = new URL(/href="(mailto:[^"]+)"/.exec(html)![1].replace(/&amp;/g, "&"))
    expect(mailto.pathname).toBe(officer.email)
    const label = rightsCopy("en").rights.find((option) => option.value === "erasure")!.label
    expect(mailto.searchParams.get("subject")).toBe(`Data rights request: ${label} [hi]`)
    expect(mailto.searchParams.get("body")).toContain("Identifiers: +91 98450 00000 in recoverlife")
  })

  it("is announced to the team with the right it uses", async () => {
    const { context, sent, settle } = host({ REQUESTS_WEBHOOK_URL: "http://127.0.0.1:9/hook" })
    await handleRequests(rights(), context)
    await settle()
    const label = rightsCopy("en").rights.find((option) => option.value === "erasure")!.label
    expect((sent[0].body as { text: string }).text).toContain(`Data rights: ${label}`)
  })
})
