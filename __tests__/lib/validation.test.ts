import { isValidEmail } from "../../src/lib/email"
import { EMPTY_CONTACT_FORM, validateContact } from "../../src/lib/validation"

const valid = { name: "Asha Rao", email: "asha@example.in", phone: "", subject: "demo", message: "Hello" }

describe("validateContact", () => {
  it("checks name, email, subject, message in that order and stops at the first failure", () => {
    expect(validateContact(EMPTY_CONTACT_FORM)).toEqual({ field: "name", message: "Please enter your name" })
    expect(validateContact({ ...EMPTY_CONTACT_FORM, name: "Asha" })).toEqual({
      field: "email",
      message: "Please enter a valid email address",
    })
    expect(validateContact({ ...EMPTY_CONTACT_FORM, name: "Asha", email: "a@b.c" })).toEqual({
      field: "subject",
      message: "Please enter a subject",
    })
    expect(validateContact({ ...valid, message: "" })).toEqual({ field: "message", message: "Please enter a message" })
    expect(validateContact(valid)).toBeNull()
  })

  it("treats whitespace-only fields as blank", () => {
    const blank = " \t\r\n "
    expect(validateContact({ ...valid, name: blank })?.field).toBe("name")
    expect(validateContact({ ...valid, email: blank })?.field).toBe("email")
    expect(validateContact({ ...valid, subject: blank })?.field).toBe("subject")
    expect(validateContact({ ...valid, message: blank })?.field).toBe("message")
  })

  it("never checks the phone", () => {
    expect(validateContact({ ...valid, phone: "not a number & ? # %" })).toBeNull()
    expect(validateContact({ ...valid, phone: "   " })).toBeNull()
  })

  it("accepts emoji, Devanagari, long text and URL-special characters as content", () => {
    expect(
      validateContact({
        name: "प्रिया शर्मा 👩🏽‍⚕️",
        email: "priya@example.in",
        phone: "+91 98765 43210",
        subject: "other",
        message: `${"x".repeat(10_000)}\r\n& ? # % &bcc=x@evil.example`,
      }),
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
