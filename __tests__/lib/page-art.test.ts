import { PAGE_ART, pageArt } from "../../src/lib/page-art"
import { ICON_NAMES } from "../../src/lib/icon-names"

describe("pageArt", () => {
  it("finds a page's icons by its first segment, in any language and on any page of an index", () => {
    expect(pageArt("/blog")).toBe(PAGE_ART.blog)
    expect(pageArt("/hi/blog/2")).toBe(PAGE_ART.blog)
    expect(pageArt("/kn/jobs/ai-ml-research-engineer")).toBe(PAGE_ART.jobs)
  })

  it("gives nothing for Home and a page not listed", () => {
    expect(pageArt("/")).toBeUndefined()
    expect(pageArt("/kn")).toBeUndefined()
    expect(pageArt("/recover")).toBeUndefined()
  })

  it("names only icons the sprite has", () => {
    for (const icons of Object.values(PAGE_ART)) for (const icon of icons) expect(ICON_NAMES).toContain(icon)
  })
})
