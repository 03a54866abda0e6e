import fs from "fs"
import path from "path"
import { ITEMS_PER_PAGE, laterPages, pageCount, pageLabel, pageLinks, pagePath } from "../../src/lib/pagination"

describe("pagination", () => {
  it("counts pages of nine, with at least one", () => {
    expect([0, 1, 9, 10, 18, 19, 400].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 2, 3, 45])
  })

  it("keeps page 1 at the index's address and puts page n under it", () => {
    expect(pagePath("/blog", 1)).toBe("/blog")
    expect(pagePath("/blog", 2)).toBe("/blog/2")
    expect(pagePath("/news", 12)).toBe("/news/12")
  })

  it("makes the pages after the first, each selecting its own slice", () => {
    expect(laterPages("/blog", 3)).toEqual([])
    expect(laterPages("/blog", 20)).toEqual([
      { path: "/blog/2", context: { limit: 9, skip: 9 } },
      { path: "/blog/3", context: { limit: 9, skip: 18 } },
    ])
  })

  it("links a page to its neighbours only where they exist", () => {
    expect(pageLinks("/blog", 1, 1)).toEqual({ current: 1, count: 1 })
    expect(pageLinks("/blog", 1, 3)).toMatchObject({ next: "/blog/2" })
    expect(pageLinks("/blog", 1, 3).previous).toBeUndefined()
    expect(pageLinks("/blog", 2, 3)).toMatchObject({ previous: "/blog", next: "/blog/3" })
    expect(pageLinks("/blog", 3, 3)).toMatchObject({ previous: "/blog/2" })
    expect(pageLinks("/blog", 3, 3).next).toBeUndefined()
  })

  it("names a page with its number and the count", () => {
    expect(pageLabel("Page {page} of {count}", 2, 45)).toBe("Page 2 of 45")
  })

  it.each(["blog", "news"])("is what /%s's query selects for page 1 by default", (page) => {
    const source = fs.readFileSync(path.join(__dirname, "../../src/pages", `${page}.tsx`), "utf8")
    expect(source).toContain(`$limit: Int = ${ITEMS_PER_PAGE}`)
  })
})
