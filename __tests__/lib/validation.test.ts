import { isValidEmail } from "../../src/lib/email"
import { EMPTY_CONTACT_FORM, validateContact } from "../../src/lib/validation"
import { loadObject } from "../helpers/content"

/** The English messages: the spec's, verbatim (data/contact-page/contact-page.en.json). */
const { messages } = loadObject<{ form: { messages: Parameters<typeof validateContact>[1] } }>("contact-page.json").form

const valid = { name: "Asha Rao", email: "asha@example.in", phone: "", subject: "demo", message: "Hello" }

describe("validateContact", () => {
  it("checks name, email, subject, message in that order and stops at the first failure", () => {
    expect(validateContact(EMPTY_CONTACT_FORM, messages)).toEqual({ field: "name", message: "Please enter your name" })
    expect(validateContact({ ...EMPTY_CONTACT_FORM, name: "Asha" }, messages)).toEqual({
      field: "email",
      message: "Please enter a valid email address",
    })
    expect(validateContact({ ...EMPTY_CONTACT_FORM, name: "Asha", email: "a@b.c" }, messages)).toEqual({
      field: "subject",
      message: "Please enter a subject",
    })
    expect(validateContact({ ...valid, message: "" }, messages)).toEqual({
      field: "message",
      message: "Please enter a message",
    })
    expect(validateContact(valid, messages)).toBeNull()
  })

  it("treats whitespace-only fields as blank", () => {
    const blank = " \t\r\n "
    expect(validateContact({ ...valid, name: blank }, messages)?.field).toBe("name")
    expect(validateContact({ ...valid, email: blank }, messages)?.field).toBe("email")
    expect(validateContact({ ...valid, subject: blank }, messages)?.field).toBe("subject")
    expect(validateContact({ ...valid, message: blank }, messages)?.field).toBe("message")
  })

  it("never checks the phone", () => {
    expect(validateContact({ ...valid, phone: "not a number & ? # %" }, messages)).toBeNull()
    expect(validateContact({ ...valid, phone: "   " }, messages)).toBeNull()
  })

  it("accepts emoji, Devanagari, long text and URL-special characters as content", () => {
    expect(
      validateContact(
        {
          name: "प्रिया शर्मा 👩🏽‍⚕️",
          email: "priya@example.in",
          phone: "+91 98765 43210",
          subject: "other",
          message: `${"x".repeat(10_000)}\r\n& ? # % &bcc=x@evil.example`,
        },
        messages,
      ),
    ).toBeNull()
  })
})

describe("isValidEmail", () => {
  it.each([
    ["a@b.c", true],
    ["first.last@sub.example.co.in", true],
    ["a@b", false],
    ["a b@c.d", false],
    ["@b.c", false],
    ["a@.c", false],
    ["a@b.", false],
    ["", false],
    ["   ", false],
    [" a@b.c", false],
    ["a@b.c\r\nbcc:x@evil.example", false],
  ])("%j → %s", (email, expected) => {
    expect(isValidEmail(email)).toBe(expected)
  })
})
