import { closedOpeningsReport, isOpening, openingsAt } from "../../src/lib/jobs"

describe("isOpening", () => {
  it("keeps an opening open through the last day of validThrough in India", () => {
    expect(isOpening("2027-06-30", new Date("2027-06-30T18:00:00Z"))).toBe(true)
    expect(isOpening("2027-06-30", new Date("2027-06-30T18:30:00Z"))).toBe(false)
  })

  it("closes openings whose date has passed", () => {
    expect(isOpening("2025-01-01", new Date("2026-11-22T00:00:00Z"))).toBe(false)
  })
})

describe("openingsAt", () => {
  it("splits the records at a moment: the open ones' slugs once each, the closed ones as the report names them", () => {
    const jobs = [
      { slug: "nurse-lead", validThrough: "2027-06-30" },
      { slug: "nurse-lead", validThrough: "2027-06-30" },
      { slug: "data-engineer", validThrough: "2026-05-31" },
    ]
    expect(openingsAt(jobs, new Date("2027-01-01T00:00:00Z"))).toEqual({
      open: ["nurse-lead"],
      closed: [{ slug: "data-engineer", validThrough: "2026-05-31" }],
    })
    expect(openingsAt(jobs, new Date("2027-08-01T00:00:00Z")).open).toEqual([])
  })
})

describe("closedOpeningsReport", () => {
  it("names each closed opening's files once, whatever its languages, with its last day", () => {
    const report = closedOpeningsReport([
      { slug: "nurse-lead", validThrough: "2026-05-31" },
      { slug: "nurse-lead", validThrough: "2026-05-31" },
      { slug: "data-analyst", validThrough: "2026-04-30T00:00:00.000Z" },
    ])
    expect(report?.split("\n")).toEqual([
      "Closed openings, not built (validThrough has passed): 2",
      "  - data/jobs/data-analyst.*.json (validThrough 2026-04-30)",
      "  - data/jobs/nurse-lead.*.json (validThrough 2026-05-31)",
    ])
  })

  it("names the files in the content folder the build reads", () => {
    expect(
      closedOpeningsReport([{ slug: "nurse-lead", validThrough: "2026-05-31" }], "__tests__/fixtures/content"),
    ).toContain("  - __tests__/fixtures/content/jobs/nurse-lead.*.json (validThrough 2026-05-31)")
  })

  it("says nothing when every opening is open", () => {
    expect(closedOpeningsReport([])).toBeUndefined()
  })
})
