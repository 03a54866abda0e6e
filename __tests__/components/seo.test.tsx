import * as React from "react"
import { render } from "@testing-library/react"
import { Seo } from "../../src/components/seo/seo"
import { HeadTags } from "../../src/components/seo/head-tags"
import type { Locale } from "../../src/lib/locales"
import type { NewsRecord } from "../../src/lib/structured-data"
import { loadCollection, mockStaticQueries, siteData, SITE_URL } from "../helpers/content"
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

  it("shares the page's own 1200×630 card by absolute URL, its alt the page's title", () => {
    render(<Seo title="News" pathname="/news" />)
    const { meta } = helmetHead()
    expect(meta("og:image")).toBe(`${SITE_URL}/og/en/news.png`)
    expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["1200", "630"])
    expect(meta("og:image:alt")).toBe("News — Lifelane Health")
    expect(meta("twitter:image")).toBe(`${SITE_URL}/og/en/news.png`)
  })

  it.each(["en", "hi", "kn"])(
    "gives Home's card (%s) an alt in the page's language: what the card draws, not the brand alone",
    (locale) => {
      const site = siteData(locale)
      render(
        <HeadTags
          pathname="/"
          site={{ ...site, siteUrl: SITE_URL, locale: locale as Locale }}
          alternates={{}}
          socialUrls={[]}
          themeColor=""
        />,
      )
      const alt = helmetHead().meta("og:image:alt")
      expect(alt).not.toBe(site.companyName)
      expect(alt).toContain(site.description)
      expect(helmetHead().meta("twitter:image:alt")).toBe(alt)
    },
  )

  it("shares an editor's own image in place of the card", () => {
    render(
      <Seo title="News" pathname="/news" image={{ src: "/static/own.png", width: 800, height: 420, alt: "Own" }} />,
    )
    expect(helmetHead().meta("og:image")).toBe(`${SITE_URL}/static/own.png`)
  })

  it("marks an article as one, with its dates", () => {
    render(
      <Seo title="Post" pathname="/blog/post" article={{ publishedTime: "2025-04-02", modifiedTime: "2025-05-01" }} />,
    )
    const { meta } = helmetHead()
    expect(meta("og:type")).toBe("article")
    expect(meta("article:published_time")).toBe("2025-04-02")
    expect(meta("article:modified_time")).toBe("2025-05-01")
  })

  it("marks a page that is no article as a website", () => {
    render(<Seo title="News" pathname="/news" />)
    expect(helmetHead().meta("og:type")).toBe("website")
  })

  it("keeps a noIndex page out of search results", () => {
    render(<Seo title="Page not found" pathname="/404" noIndex />)
    expect(helmetHead().meta("robots")).toBe("noindex")
  })

  it("writes the structured data the page names, and no other", () => {
    render(
      <Seo
        pathname="/"
        jsonLd={[{ type: "Organization" }, { type: "WebSite" }, { type: "FAQPage", faqs: loadCollection("faqs") }]}
      />,
    )
    expect(helmetHead().jsonLd.map((item) => item["@type"])).toEqual(["Organization", "WebSite", "FAQPage"])
  })

  it("writes no structured data on a page that names none", () => {
    render(<Seo title="Careers" pathname="/jobs" />)
    expect(helmetHead().jsonLd).toEqual([])
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
    expect(helmetHead().jsonLd.map((item) => item["@type"])).toEqual(["NewsArticle", "NewsArticle"])
  })
})
