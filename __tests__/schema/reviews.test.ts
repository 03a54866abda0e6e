import { addMonths, reviewsDue, reviewsDueWarning } from "../../schema/reviews"
import type { LocalizedRecord } from "../../schema/translations"
import { loadRecords } from "../helpers/content"
import fixtureSite from "../fixtures/fixture-site.json"

const post = (file: string, reviewedOn: string, reviewIntervalMonths: number): LocalizedRecord => ({
  file,
  type: "BlogPostsJson",
  values: { slug: "wearables", title: "Wearables", reviewedOn, reviewIntervalMonths },
})
// the fixture's fixed clock (__tests__/fixtures/fixture-site.json)
const NOW = new Date("2026-06-15T12:00:00+05:30")

describe("addMonths", () => {
  it("keeps the day, or takes the month's last day when the day is past it", () => {
    expect(addMonths("2025-05-19", 12)).toBe("2026-05-19")
    expect(addMonths("2025-11-30", 3)).toBe("2026-02-28")
    expect(addMonths("2024-02-29", 12)).toBe("2025-02-28")
  })
})

describe("reviewsDue", () => {
  it("lists a page once its next review day has come, with the day it fell due", () => {
    expect(reviewsDue([post("blog-posts/wearables.en.json", "2025-05-19", 12)], NOW)).toEqual([
      {
        file: "data/blog-posts/wearables.en.json",
        title: "Wearables",
        reviewedOn: "2025-05-19",
        dueOn: "2026-05-19",
      },
    ])
    expect(reviewsDue([post("blog-posts/wearables.en.json", "2025-06-15", 12)], NOW)).toHaveLength(1)
  })

  it("leaves out a page whose next review is still ahead", () => {
    expect(reviewsDue([post("blog-posts/wearables.en.json", "2025-06-16", 12)], NOW)).toEqual([])
  })

  it("lists a page by its English file alone, its translations sharing the dates", () => {
    const records = ["en", "hi", "kn"].map((locale) => post(`blog-posts/wearables.${locale}.json`, "2025-05-19", 12))
    expect(reviewsDue(records, NOW).map((due) => due.file)).toEqual(["data/blog-posts/wearables.en.json"])
  })

  it("names a list file's record by its key", () => {
    const technology = { ...post("solutions/solutions.en.json", "2025-01-01", 12), item: "0" }
    expect(reviewsDue([technology], NOW, "__tests__/fixtures/content")).toEqual([
      expect.objectContaining({ file: "__tests__/fixtures/content/solutions/solutions.en.json", item: "0" }),
    ])
  })
})

describe("reviewsDueWarning", () => {
  it("is one line per page due, or nothing when every review is current", () => {
    expect(reviewsDueWarning([])).toBeUndefined()
    const warning = reviewsDueWarning(reviewsDue([post("blog-posts/wearables.en.json", "2025-05-19", 12)], NOW))
    expect(warning?.split("\n")).toEqual([
      expect.stringMatching(/^1 page is due for review/),
      '  - data/blog-posts/wearables.en.json "Wearables": reviewed 2025-05-19, due for review since 2026-05-19',
    ])
  })
})

describe("the fixture content", () => {
  it("has one page past its review date at the tests' fixed clock: the wearables post", () => {
    const due = reviewsDue(loadRecords(), new Date(fixtureSite.now), "content")
    expect(due.map(({ file, dueOn }) => [file, dueOn])).toEqual([
      ["content/blog-posts/wearables-and-early-warnings.en.json", "2026-05-19"],
    ])
  })
})
