import { checkTranslations, untranslatedReport, type LocalizedRecord } from "../../schema/translations"

const sdl = /* GraphQL */ `
  type Link {
    label: String!
    url: String! @shared
  }
  type SiteJson implements Node @dontInfer {
    description: String!
    phone: String! @shared
    founded: Int!
    links: [Link!]!
  }
  type FaqsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
  }
  type JobsJson implements Node @dontInfer {
    slug: String! @shared
    title: String!
  }
`
const site = (locale: string, description: string, phone = "+91 80 1", url = "/contact"): LocalizedRecord => ({
  file: `site/site.${locale}.json`,
  type: "SiteJson",
  values: { description, phone, founded: 2025, links: [{ label: description, url }] },
})
const faq = (locale: string, id: number): LocalizedRecord => ({
  file: `faqs/faqs.${locale}.json`,
  type: "FaqsJson",
  item: String(id),
  values: { jsonId: id, title: `Q${id}` },
})
const job = (locale: string, slug: string): LocalizedRecord => ({
  file: `jobs/${slug}.${locale}.json`,
  type: "JobsJson",
  values: { slug, title: slug },
})
const complete = [site("en", "Care"), site("hi", "देखभाल"), site("kn", "ಆರೈಕೆ")]

describe("checkTranslations", () => {
  it("accepts every file in every language with the same shared values", () => {
    expect(checkTranslations(sdl, [...complete, faq("en", 1), faq("hi", 1), faq("kn", 1)])).toEqual({
      problems: [],
      untranslated: {},
    })
  })

  it("fails when a page's copy is missing in a language, naming the file and the language", () => {
    expect(checkTranslations(sdl, [site("en", "Care"), site("hi", "देखभाल")]).problems).toEqual([
      "site/site.kn.json is missing: the page copy in data/ must exist in every language (kn here)",
    ])
  })

  it("fails when a translation changes a shared value, naming file, field and language", () => {
    const { problems } = checkTranslations(sdl, [
      site("en", "Care"),
      site("hi", "देखभाल", "+91 80 2"),
      site("kn", "ಆರೈಕೆ", undefined, "/kn/contact"),
    ])
    expect(problems).toEqual([
      'site/site.hi.json (hi): phone must be the same as in English ("+91 80 1"), found "+91 80 2"',
      'site/site.kn.json (kn): links[0].url must be the same as in English ("/contact"), found "/kn/contact"',
    ])
  })

  it("refuses a data file without its language in the name", () => {
    expect(checkTranslations(sdl, [{ ...site("en", "x"), file: "site/site.json" }]).problems[0]).toMatch(
      /^site\/site\.json: the file name must end in its language, site\.en\.json, site\.hi\.json, site\.kn\.json$/,
    )
  })

  it("refuses a page's copy outside a folder of its own, where the CMS would not find it", () => {
    expect(checkTranslations(sdl, [{ ...site("hi", "x"), file: "site.hi.json" }]).problems).toEqual([
      "site.hi.json: a page's copy or list is kept in a folder of its own, named after it (data/site/site.hi.json), where the CMS finds it",
    ])
  })

  it("matches the questions a page holds (@records) by their id, beside the page's own record in the same file", () => {
    const home = (locale: string): LocalizedRecord => ({
      file: `home-page/home-page.${locale}.json`,
      type: "SiteJson",
      values: site(locale, "x").values,
    })
    const held = (locale: string, id: number, title = `Q${id}`): LocalizedRecord => ({
      file: `home-page/home-page.${locale}.json`,
      type: "FaqsJson",
      item: `FaqsJson ${id}`,
      values: { jsonId: id, title },
    })
    const report = checkTranslations(sdl, [
      ...complete,
      ...["en", "hi", "kn"].map(home),
      held("en", 1),
      held("en", 2),
      held("hi", 1),
      held("kn", 2),
      held("kn", 1),
    ])
    expect(report.problems).toEqual([])
    expect(report.untranslated).toEqual({ hi: ["home-page/home-page.hi.json item FaqsJson 2"] })
  })

  it("lists a job or a list item written in English first as untranslated, per language, without failing", () => {
    const report = checkTranslations(sdl, [
      ...complete,
      faq("en", 1),
      faq("en", 2),
      faq("hi", 1),
      faq("kn", 1),
      faq("kn", 2),
      job("en", "nurse"),
      job("kn", "nurse"),
    ])
    expect(report.problems).toEqual([])
    expect(report.untranslated).toEqual({ hi: ["faqs/faqs.hi.json item 2", "jobs/nurse.hi.json"] })
    expect(untranslatedReport(report.untranslated)).toBe(
      [
        "Written in English, not yet translated:",
        "  hi: 2 not yet translated, not built in hi:",
        "    - data/faqs/faqs.hi.json item 2",
        "    - data/jobs/nurse.hi.json",
      ].join("\n"),
    )
  })

  it("fails on a translation whose English original is gone", () => {
    expect(checkTranslations(sdl, [...complete, job("hi", "nurse")]).problems).toEqual([
      "jobs/nurse.hi.json (hi) has no English original: jobs/nurse.en.json",
    ])
  })
})

describe("a figure with words", () => {
  const figureSdl = /* GraphQL */ `
    type QuickStatsJson implements Node @dontInfer {
      number: String! @figure
    }
  `
  const stat = (locale: string, number: string): LocalizedRecord => ({
    file: `quick-stats/quick-stats.${locale}.json`,
    type: "QuickStatsJson",
    item: "1",
    values: { number },
  })

  it("may be translated when it keeps the English numbers", () => {
    const records = [stat("en", "1 in 20"), stat("hi", "20 में से 1"), stat("kn", "20 ರಲ್ಲಿ 1")]
    expect(checkTranslations(figureSdl, records).problems).toEqual([])
  })

  it("fails when a number changes", () => {
    const records = [stat("en", "< 2h"), stat("hi", "< 3 घंटे"), stat("kn", "< 2 ಗಂಟೆ")]
    expect(checkTranslations(figureSdl, records).problems).toEqual([
      'quick-stats/quick-stats.hi.json item 1 (hi): number must keep the figures of the English ("< 2h"), found "< 3 घंटे"',
    ])
  })
})

describe("a text with placeholders a component fills", () => {
  const noticeSdl = /* GraphQL */ `
    type EmergencyNoticeJson implements Node @dontInfer {
      callLabel: String!
    }
  `
  const notice = (locale: string, callLabel: string): LocalizedRecord => ({
    file: `emergency-notice/emergency-notice.${locale}.json`,
    type: "EmergencyNoticeJson",
    values: { callLabel },
  })

  it("may put them in its own word order", () => {
    const records = [
      notice("en", "Call {number}"),
      notice("hi", "{number} पर कॉल करें"),
      notice("kn", "{number}ಕ್ಕೆ ಕರೆ ಮಾಡಿ"),
    ]
    expect(checkTranslations(noticeSdl, records).problems).toEqual([])
  })

  it("fails when one is lost or misspelt, naming the file, field and language", () => {
    const records = [notice("en", "Call {number}"), notice("hi", "कॉल करें:"), notice("kn", "{nummer}ಕ್ಕೆ ಕರೆ ಮಾಡಿ")]
    expect(checkTranslations(noticeSdl, records).problems).toEqual([
      "emergency-notice/emergency-notice.hi.json (hi): callLabel must keep the placeholders of the English ({number}), found none",
      "emergency-notice/emergency-notice.kn.json (kn): callLabel must keep the placeholders of the English ({number}), found {nummer}",
    ])
  })
})
