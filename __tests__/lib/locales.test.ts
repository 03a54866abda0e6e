import { localeOfPath, localizedPath, unlocalizedPath } from "../../src/lib/locales"

describe("localizedPath", () => {
  it("leaves English paths as they are", () => {
    expect(localizedPath("en", "/about")).toBe("/about")
    expect(localizedPath("en", "/")).toBe("/")
  })

  it("puts Hindi and Kannada under their prefix, home at the prefix itself", () => {
    expect(localizedPath("hi", "/about")).toBe("/hi/about")
    expect(localizedPath("kn", "/blog/why-we-started")).toBe("/kn/blog/why-we-started")
    expect(localizedPath("hi", "/")).toBe("/hi")
    expect(localizedPath("kn", "/#faq")).toBe("/kn#faq")
  })

  it("moves a path that has a prefix to the other language", () => {
    expect(localizedPath("kn", "/hi/contact")).toBe("/kn/contact")
    expect(localizedPath("en", "/hi/contact")).toBe("/contact")
    expect(localizedPath("en", "/kn")).toBe("/")
  })

  it("passes external links, anchors and mail links", () => {
    expect(localizedPath("hi", "https://example.org/x")).toBe("https://example.org/x")
    expect(localizedPath("hi", "#faq")).toBe("#faq")
    expect(localizedPath("hi", "mailto:a@b.c")).toBe("mailto:a@b.c")
  })
})

describe("localeOfPath and unlocalizedPath", () => {
  it("read the language from the prefix only", () => {
    expect(localeOfPath("/hi/about")).toBe("hi")
    expect(localeOfPath("/kn")).toBe("kn")
    expect(localeOfPath("/about")).toBe("en")
    expect(localeOfPath("/history")).toBe("en")
    expect(localeOfPath("/en/about")).toBe("en")
  })

  it("strip the prefix", () => {
    expect(unlocalizedPath("/hi/about")).toBe("/about")
    expect(unlocalizedPath("/kn")).toBe("/")
    expect(unlocalizedPath("/history")).toBe("/history")
  })
})
