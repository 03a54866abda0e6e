import { localeOfPath, localizedPath, unlocalizedPath } from "../../src/lib/locales"

/** Each path of `cases` becomes its value through `map`: one assertion, whose failure lists every path that does not. */
function expectPaths(map: (path: string) => string, cases: Record<string, string>) {
  expect(Object.fromEntries(Object.keys(cases).map((path) => [path, map(path)]))).toEqual(cases)
}

describe("localizedPath", () => {
  it("leaves English paths as they are", () => {
    expectPaths((path) => localizedPath("en", path), { "/about": "/about", "/": "/" })
  })

  it("puts Hindi and Kannada under their prefix, home at the prefix itself", () => {
    expectPaths((path) => localizedPath("hi", path), { "/about": "/hi/about", "/": "/hi" })
    expectPaths((path) => localizedPath("kn", path), {
      "/blog/why-we-started": "/kn/blog/why-we-started",
      "/#faq": "/kn#faq",
    })
  })

  it("moves a path that has a prefix to the other language", () => {
    expectPaths((path) => localizedPath("kn", path), { "/hi/contact": "/kn/contact" })
    expectPaths((path) => localizedPath("en", path), { "/hi/contact": "/contact", "/kn": "/" })
  })

  it("passes external links, anchors and mail links", () => {
    const untouched = ["https://example.org/x", "#faq", "mailto:a@b.c"]
    expectPaths((path) => localizedPath("hi", path), Object.fromEntries(untouched.map((path) => [path, path])))
  })
})

describe("localeOfPath and unlocalizedPath", () => {
  it("read the language from the prefix only", () => {
    expectPaths(localeOfPath, { "/hi/about": "hi", "/kn": "kn", "/about": "en", "/history": "en", "/en/about": "en" })
  })

  it("strip the prefix", () => {
    expectPaths(unlocalizedPath, { "/hi/about": "/about", "/kn": "/", "/history": "/history" })
  })
})
