import * as React from "react"
import { render } from "@testing-library/react"
import { Seo } from "../../src/components/seo/seo"
import type { NewsRecord } from "../../src/lib/structured-data"
import { loadCollection, mockStaticQueries, SITE_URL } from "../helpers/content"
import { helmetHead } from "../helpers/head"

beforeEach(() => mockStaticQueries())

describe("Seo", () => {
  it("titles an inner page 'Page — Company' and describes it", () => {
    render(<Seo title="About" description="Who we are." pathname="/about" />)
    const { title, meta, link } = helmetHead()
    expect(title).toBe("About — Lifelane Health")
    expect(meta("description")).toBe("Who we are.")
    expect(link("canonical")).toBe(`${SITE_URL}/about`)
    expect(meta("og:title")).toBe("About — Lifelane Health")
    expect(meta("og:url")).toBe(`${SITE_URL}/about`)
    expect(meta("twitter:card")).toBe("summary_large_image")
    expect(meta("theme-color")).toBe("#0f6e66")
    expect(meta("robots")).toBeUndefined()
  })

  it("uses the company name and description on Home, canonical at /", () => {
    render(<Seo pathname="/" />)
    const { title, meta, link } = helmetHead()
    expect(title).toBe("Lifelane Health")
    expect(meta("description")).toMatch(/^Lifelane Health uses artificial intelligence/)
    expect(link("canonical")).toBe(`${SITE_URL}/`)
  })

  it("shares the 1200×630 image by absolute URL", () => {
    render(<Seo title="News" pathname="/news" />)
    const { meta } = helmetHead()
    expect(meta("og:image")).toBe(`${SITE_URL}/share-image.png`)
    expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["1200", "630"])
    expect(meta("twitter:image")).toBe(`${SITE_URL}/share-image.png`)
  })

  it("keeps a noIndex page out of search results", () => {
    render(<Seo title="Page not found" pathname="/404" noIndex />)
    expect(helmetHead().meta("robots")).toBe("noindex")
  })

  it("adds Organization and WebSite on every page, then the page's own structured data", () => {
    render(<Seo pathname="/" jsonLd={{ type: "FAQPage", faqs: loadCollection("faqs") }} />)
    expect(helmetHead().jsonLd.map((item) => item["@type"])).toEqual(["Organization", "WebSite", "FAQPage"])
  })

  it("takes a list of items for jsonLd", () => {
    const [first, second] = loadCollection<NewsRecord>("news")
    render(
      <Seo
        pathname="/news"
        jsonLd={[
          { type: "NewsArticle", item: first },
          { type: "NewsArticle", item: second },
        ]}
      />,
    )
    expect(helmetHead().jsonLd.map((item) => item["@type"])).toEqual([
      "Organization",
      "WebSite",
      "NewsArticle",
      "NewsArticle",
    ])
  })
})
