import {
  MAILTO_LIMIT,
  buildMailto,
  charactersLeft,
  contactMailto,
  encodeMailtoText,
  formatCharactersLeft,
  tooLongMessage,
} from "../../src/lib/mailto"
import type { ContactFormValues, ContactMessages } from "../../src/lib/validation"
import { loadObject } from "../helpers/content"
import { VALID_CONTACT } from "../helpers/contact"

/** The form's English messages (data/contact-page/contact-page.en.json). */
const { messages } = loadObject<{ form: { messages: ContactMessages } }>("contact-page.json").form

const SUPPORT = "support@example.com"

/** Reads a mailto link back the way a mail client would. */
function parse(href: string) {
  const url = new URL(href)
  return {
    protocol: url.protocol,
    to: decodeURIComponent(url.pathname),
    hash: url.hash,
    keys: [...url.searchParams.keys()],
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  }
}

const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, "\r\n")

const expectedBody = (v: ContactFormValues, label: string) =>
  crlf(
    `Name: ${v.name}\nEmail: ${v.email}\nPhone: ${v.phone.trim() ? v.phone : "Not provided"}\nSubject: ${label}\nMessage:\n${v.message}`,
  )

describe("contactMailto", () => {
  it("builds the exact link for a known input", () => {
    expect(contactMailto(SUPPORT, VALID_CONTACT, "Request Demo")).toBe(
      "mailto:support@example.com" +
        "?subject=Contact%20Form%3A%20Request%20Demo" +
        "&body=Name%3A%20Asha%20Rao%0D%0AEmail%3A%20asha%40example.in%0D%0APhone%3A%20Not%20provided" +
        "%0D%0ASubject%3A%20Request%20Demo%0D%0AMessage%3A%0D%0AHello%2C%0D%0Aplease%20call%20me.",
    )
  })

  it("names a page in another language in the subject, keeping the English labels and the visitor's words", () => {
    const parsed = parse(contactMailto(SUPPORT, { ...VALID_CONTACT, message: "कृपया कॉल करें" }, "Request Demo", "hi"))
    expect(parsed.subject).toBe("Contact Form: Request Demo [hi]")
    expect(parsed.body).toContain("Subject: Request Demo\r\nMessage:\r\nकृपया कॉल करें")
  })

  it("writes the phone when given", () => {
    expect(
      parse(contactMailto(SUPPORT, { ...VALID_CONTACT, phone: "+91 98765 43210" }, "Request Demo")).body,
    ).toContain("Phone: +91 98765 43210\r\n")
  })

  it("never writes spaces as '+' (URLSearchParams would)", () => {
    const href = contactMailto(SUPPORT, { ...VALID_CONTACT, name: "A + B" }, "General Inquiry")
    expect(href).not.toMatch(/\+/)
    expect(parse(href).body).toContain("Name: A + B\r\n")
  })

  const nasty = [
    "   ",
    "line one\r\nline two",
    "lf\nonly",
    "cr\ronly",
    "Tom & Jerry",
    "why?",
    "#not-a-fragment",
    "100% sure %0D%0A %zz",
    "&bcc=x@evil.example",
    "\r\nbcc: x@evil.example\r\ncc: y@evil.example",
    "?cc=x@evil.example#",
    "Priya 👩🏽‍⚕️🩺",
    "प्रिया शर्मा",
    "x".repeat(10_000),
  ]
  const fields = ["name", "email", "phone", "message"] as const

  describe.each(fields)("bad input in %s", (field) => {
    it.each(nasty.map((text) => [text.length > 40 ? `${text.slice(0, 20)}…(${text.length})` : text, text]))(
      "%j parses back exactly, with no extra header",
      (_label, text) => {
        const values = { ...VALID_CONTACT, [field]: text }
        const parsed = parse(contactMailto(SUPPORT, values, "General Inquiry"))
        expect(parsed.protocol).toBe("mailto:")
        expect(parsed.to).toBe(SUPPORT)
        expect(parsed.hash).toBe("")
        expect(parsed.keys).toEqual(["subject", "body"])
        expect(parsed.subject).toBe("Contact Form: General Inquiry")
        expect(parsed.body).toBe(expectedBody(values, "General Inquiry"))
      },
    )
  })

  it.each(nasty.slice(0, 13))("a subject label of %j parses back exactly", (label) => {
    const parsed = parse(contactMailto(SUPPORT, VALID_CONTACT, label))
    expect(parsed.keys).toEqual(["subject", "body"])
    expect(parsed.subject).toBe(crlf(`Contact Form: ${label}`))
    expect(parsed.body).toBe(expectedBody(VALID_CONTACT, label))
  })
})

describe("encoding and length", () => {
  it("normalises every line break to CR LF before encoding", () => {
    expect(encodeMailtoText("a\nb\rc\r\nd")).toBe("a%0D%0Ab%0D%0Ac%0D%0Ad")
  })

  it("counts the encoded length: a Devanagari letter takes 9 characters, an ASCII letter 1", () => {
    const empty = contactMailto(SUPPORT, { ...VALID_CONTACT, message: "" }, "Other")
    expect(charactersLeft(contactMailto(SUPPORT, { ...VALID_CONTACT, message: "प" }, "Other"))).toBe(
      charactersLeft(empty) - 9,
    )
    expect(charactersLeft(contactMailto(SUPPORT, { ...VALID_CONTACT, message: "a" }, "Other"))).toBe(
      charactersLeft(empty) - 1,
    )
    expect(charactersLeft(empty)).toBe(MAILTO_LIMIT - empty.length)
  })

  it("goes negative past the limit", () => {
    expect(
      charactersLeft(contactMailto(SUPPORT, { ...VALID_CONTACT, message: "x".repeat(2000) }, "Other")),
    ).toBeLessThan(0)
    expect(charactersLeft("x".repeat(MAILTO_LIMIT))).toBe(0)
  })

  it("formats the counter and the refusal", () => {
    expect(formatCharactersLeft(1640, messages)).toBe("1,640 characters left")
    expect(formatCharactersLeft(1, messages)).toBe("1 character left")
    expect(formatCharactersLeft(0, messages)).toBe("0 characters left")
    expect(formatCharactersLeft(-1, messages)).toBe("1 character over the limit")
    expect(formatCharactersLeft(-1200, messages)).toBe("1,200 characters over the limit")
    expect(tooLongMessage(1200, SUPPORT, messages)).toBe(
      "Your message is 1,200 characters over the limit. Please shorten it, or e-mail us directly at support@example.com.",
    )
  })

  it("encodes the address parts but keeps the at sign", () => {
    expect(buildMailto({ to: "a+b@example.com", subject: "", body: "" })).toBe(
      "mailto:a%2Bb@example.com?subject=&body=",
    )
  })
})
