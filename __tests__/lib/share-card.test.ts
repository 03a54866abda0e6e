import { shareCardOf, shareCardPath } from "../../src/lib/share-card"

test("a page's card lies under /og/<language>, Home's as home", () => {
  expect(shareCardPath("hi", "/jobs/designer")).toBe("/og/hi/jobs/designer.png")
  expect(shareCardPath("en", "/")).toBe("/og/en/home.png")
  expect(shareCardPath("kn", "/blog/page/2")).toBe("/og/kn/blog/page/2.png")
})

test("an image address is a card only under the site's /og folder", () => {
  expect(shareCardOf("https://x.in/og/hi/about.png", "https://x.in")).toBe("/og/hi/about.png")
  expect(shareCardOf("https://x.in/static/own.png", "https://x.in")).toBeNull()
  expect(shareCardOf("https://other.in/og/hi/about.png", "https://x.in")).toBeNull()
})
