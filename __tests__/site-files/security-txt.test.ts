import { MAX_EXPIRES_DAYS, SECURITY_POLICY_PATH, securityTxt } from "../../site-files/security-txt"
import { legalPartSlug } from "../../src/lib/routes"
import { loadObject } from "../helpers/content"
import contact from "../fixtures/content/security-contact/security-contact.en.json"

const BUILT = new Date("2026-11-24T10:30:00Z")
const fields = (text: string) =>
  Object.fromEntries(
    text
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
  )

describe("security.txt", () => {
  it("has the fields RFC 9116 asks for, from data/security-contact/", () => {
    expect(fields(securityTxt(contact, "https://www.example.com/", BUILT))).toEqual({
      Contact: `mailto:${contact.email}`,
      Expires: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      "Preferred-Languages": contact.preferredLanguages.join(", "),
      Canonical: "https://www.example.com/.well-known/security.txt",
      Policy: "https://www.example.com/security/vulnerability-disclosure",
    })
  })

  it("expires in the future and less than a year after the build", () => {
    const expires = new Date(fields(securityTxt(contact, "https://www.example.com", BUILT)).Expires)
    expect(expires.getTime()).toBeGreaterThan(BUILT.getTime())
    expect(expires.getTime() - BUILT.getTime()).toBeLessThan(365 * 24 * 3600 * 1000)
    expect(expires.toISOString()).toBe(new Date(BUILT.getTime() + contact.expiresAfterDays * 86400000).toISOString())
  })

  it("refuses an expiry a year or more ahead, naming the file and field", () => {
    expect(() =>
      securityTxt({ ...contact, expiresAfterDays: MAX_EXPIRES_DAYS + 1 }, "https://www.example.com", BUILT),
    ).toThrow(/data\/security-contact\/security-contact.en.json expiresAfterDays is 365/)
  })

  it("refuses a contact that is not an e-mail address", () => {
    expect(() => securityTxt({ ...contact, email: "security team" }, "https://www.example.com", BUILT)).toThrow(
      /email is not an e-mail address/,
    )
  })
})

test("the Policy field names a page the site builds: the security page's vulnerability disclosure part", () => {
  const security = loadObject<{ slug: string; parts: { items: Array<{ slug: string; body: string }> } }>(
    "legal-pages/security.json",
  )
  const paths = security.parts.items.map((part) => `/${legalPartSlug(security.slug, part.slug)}`)
  expect(paths).toContain(SECURITY_POLICY_PATH)
  const policy = security.parts.items.find(
    (part) => `/${legalPartSlug(security.slug, part.slug)}` === SECURITY_POLICY_PATH,
  )!
  // scope, how to report, response times, safe harbour
  for (const heading of ["## What is in scope", "## How to report", "## What we promise", "## Safe harbour"])
    expect(policy.body).toContain(heading)
})
