import fs from "fs"
import os from "os"
import path from "path"
import { findPlaceholders, placeholderWarning, placeholdersOf } from "../../schema/placeholders"
import { FIXTURE_CONTENT_DIR } from "../helpers/content"

describe("placeholdersOf", () => {
  it("finds a marked placeholder inside a sentence", () => {
    expect(placeholdersOf("Write to [Placeholder: full name], our officer.")).toEqual(["[Placeholder: full name]"])
  })

  it("finds addresses on domains reserved for examples, also inside Markdown links", () => {
    expect(placeholdersOf("support@example.com")).toEqual(["support@example.com"])
    expect(placeholdersOf("Mail [our team](mailto:security@example.com).")).toEqual(["mailto:security@example.com"])
    expect(placeholdersOf("https://apps.apple.com/in/app/example")).toEqual(["https://apps.apple.com/in/app/example"])
    expect(placeholdersOf("https://play.google.com/store/apps/details?id=com.example.app")).toHaveLength(1)
    expect(placeholdersOf("https://www.linkedin.com/company/example-health")).toHaveLength(1)
  })

  it("finds a phone number nobody can be reached at", () => {
    expect(placeholdersOf("+91 80 0000 0000")).toEqual(["+91 80 0000 0000"])
    expect(placeholdersOf("+91 90000 00000")).toEqual(["+91 90000 00000"])
    expect(placeholdersOf("+91 80 4123 4000")).toEqual([])
  })

  it("leaves real text, real addresses and the word example in prose alone", () => {
    expect(placeholdersOf("For example, a reading from your watch.")).toEqual([])
    expect(placeholdersOf("https://www.google.com/maps/search/?api=1&query=Bangalore")).toEqual([])
    expect(placeholdersOf("Call 112 now")).toEqual([])
  })
})

describe("findPlaceholders", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "placeholders-"))
    fs.mkdirSync(path.join(dir, "data", "jobs"), { recursive: true })
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("names the file and field of every placeholder, skipping a form's hint text", () => {
    fs.writeFileSync(
      path.join(dir, "data", "officer.json"),
      JSON.stringify({ name: "[Placeholder: name]", email: { label: "E-mail", placeholder: "you@example.com" } }),
    )
    fs.writeFileSync(
      path.join(dir, "data", "jobs", "nurse.json"),
      JSON.stringify({ contacts: [{ email: "jobs@example.com" }] }),
    )
    expect(findPlaceholders(path.join(dir, "data"))).toEqual([
      { file: "data/jobs/nurse.json", field: "contacts[0].email", value: "jobs@example.com" },
      { file: "data/officer.json", field: "name", value: "[Placeholder: name]" },
    ])
  })

  it("names a list item by its key in words where it has one: a figure whose basis is not given", () => {
    fs.mkdirSync(path.join(dir, "data", "figures"))
    fs.writeFileSync(
      path.join(dir, "data", "figures", "figures.en.json"),
      JSON.stringify({
        items: [
          { id: "doctor-ratio", value: "1:834", basis: "Ministry of Health and Family Welfare" },
          { id: "uptime", value: "99.9%", basis: "[Placeholder: the monitoring service]" },
        ],
      }),
    )
    expect(findPlaceholders(path.join(dir, "data"))).toEqual([
      {
        file: "data/figures/figures.en.json",
        field: "items[uptime].basis",
        value: "[Placeholder: the monitoring service]",
      },
    ])
  })
})

describe("placeholderWarning", () => {
  it("lists one line per placeholder under a call to replace them", () => {
    const warning = placeholderWarning([
      { file: "data/site/site.en.json", field: "email", value: "support@example.com" },
      { file: "data/grievance-officer/grievance-officer.en.json", field: "name", value: "[Placeholder: name]" },
    ])
    expect(warning).toBe(
      [
        "2 placeholders still in data/: replace them with the company's real details before launch.",
        "  - data/site/site.en.json email: support@example.com",
        "  - data/grievance-officer/grievance-officer.en.json name: [Placeholder: name]",
      ].join("\n"),
    )
  })

  it("says nothing when every fact is filled in", () => {
    expect(placeholderWarning([])).toBeUndefined()
  })

  it("reports the Grievance Officer's name while the content holds a placeholder", () => {
    const found = findPlaceholders(FIXTURE_CONTENT_DIR, FIXTURE_CONTENT_DIR)
    expect(found).toContainEqual(
      expect.objectContaining({ file: "grievance-officer/grievance-officer.en.json", field: "name" }),
    )
    expect(found).toContainEqual({ file: "site/site.en.json", field: "email", value: "support@example.com" })
  })

  it("reports a social profile at an example address until it is a real one", () => {
    const found = findPlaceholders(FIXTURE_CONTENT_DIR, FIXTURE_CONTENT_DIR)
    expect(found).toContainEqual({
      file: "footer/footer.en.json",
      field: "social[0].url",
      value: "https://x.com/example",
    })
  })
})
