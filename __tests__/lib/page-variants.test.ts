import {
  alternatesOf,
  homeAliasPages,
  laterIndexPages,
  localizedCopies,
  recordPages,
  type PageRecord,
} from "../../src/lib/page-variants"

const record = (slug: string, locale: PageRecord["locale"], extra: Partial<PageRecord> = {}): PageRecord => ({
  id: `${slug}-${locale}`,
  slug,
  locale,
  ...extra,
})

describe("page variants", () => {
  it("gives a page's address in each language it exists in", () => {
    expect(alternatesOf("/about", ["en", "kn"])).toEqual({ en: "/about", kn: "/kn/about" })
    expect(alternatesOf("/", ["en", "hi"])).toEqual({ en: "/", hi: "/hi" })
  })

  it("copies a page of src/pages into every language; the 404 page's alternates are the homes", () => {
    expect(localizedCopies("/about").map((copy) => copy.path)).toEqual(["/about", "/hi/about", "/kn/about"])
    expect(localizedCopies("/about")[1]).toEqual({
      path: "/hi/about",
      locale: "hi",
      alternates: { en: "/about", hi: "/hi/about", kn: "/kn/about" },
    })
    expect(localizedCopies("/404.html")[2].alternates).toEqual({ en: "/", hi: "/hi", kn: "/kn" })
  })

  it("shows Home at /home in each language, with Home's alternates", () => {
    expect(homeAliasPages()).toEqual([
      { path: "/home", component: "src/pages/index.tsx", context: expect.objectContaining({ locale: "en" }) },
      { path: "/hi/home", component: "src/pages/index.tsx", context: expect.objectContaining({ locale: "hi" }) },
      { path: "/kn/home", component: "src/pages/index.tsx", context: expect.objectContaining({ locale: "kn" }) },
    ])
    expect(homeAliasPages()[0].context.alternates).toEqual({ en: "/", hi: "/hi", kn: "/kn" })
  })

  it("makes one page per record, its alternates only the languages its slug is translated into", () => {
    const pages = recordPages([
      {
        records: [
          record("privacy", "en", { showGrievanceOfficer: true }),
          record("privacy", "hi"),
          record("terms", "en"),
        ],
        path: (slug) => `/${slug}`,
        component: "src/templates/legal-page.tsx",
        extraContext: (r) => (r.showGrievanceOfficer ? { showGrievanceOfficer: true } : {}),
      },
    ])
    expect(pages).toEqual([
      {
        path: "/privacy",
        component: "src/templates/legal-page.tsx",
        context: {
          id: "privacy-en",
          locale: "en",
          alternates: { en: "/privacy", hi: "/hi/privacy" },
          showGrievanceOfficer: true,
        },
      },
      {
        path: "/hi/privacy",
        component: "src/templates/legal-page.tsx",
        context: { id: "privacy-hi", locale: "hi", alternates: { en: "/privacy", hi: "/hi/privacy" } },
      },
      {
        path: "/terms",
        component: "src/templates/legal-page.tsx",
        context: { id: "terms-en", locale: "en", alternates: { en: "/terms" } },
      },
    ])
  })

  it("lists a record's languages in the site's order, whatever order the records came in", () => {
    const [page] = recordPages([
      {
        records: [record("nurse", "kn"), record("nurse", "en"), record("nurse", "hi")],
        path: (s) => `/jobs/${s}`,
        component: "x",
      },
    ])
    expect(Object.keys(page.context.alternates as object)).toEqual(["en", "hi", "kn"])
  })

  it("makes an index's later pages in each language that has items enough, linked to those languages", () => {
    const items = [
      ...Array.from({ length: 19 }, () => ({ locale: "en" as const })),
      ...Array.from({ length: 10 }, () => ({ locale: "hi" as const })),
    ]
    const pages = laterIndexPages([{ base: "/news", items, component: "src/pages/news.tsx" }])
    expect(pages.map((page) => page.path)).toEqual(["/news/2", "/news/3", "/hi/news/2"])
    expect(pages[0].context).toEqual({
      limit: 9,
      skip: 9,
      locale: "en",
      alternates: { en: "/news/2", hi: "/hi/news/2" },
    })
    expect(pages[1].context.alternates).toEqual({ en: "/news/3" })
  })
})
