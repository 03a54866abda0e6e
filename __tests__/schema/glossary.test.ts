import { typeDefs } from "../../schema/content-model"
import { avoidedIn, checkGlossary, type Glossary } from "../../schema/glossary"
import glossaryFile from "../../schema/glossary.json"
import { loadRecords } from "../helpers/content"

const glossary = glossaryFile as Glossary

const sdl = /* GraphQL */ `
  type Card {
    title: String!
    icon: String! @shared
  }
  type FaqsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    body: String! @markdown
    cards: [Card!]!
    points: [String!]!
  }
`
const mini: Glossary = {
  terms: [
    { en: "consent", kn: { use: ["ಸಮ್ಮತಿ"], avoid: ["ಒಪ್ಪಿಗೆ"] } },
    { en: "e-mail", hi: { use: ["ईमेल"], avoid: ["ई-मेल"] } },
    { en: "Cookie settings", hi: { use: ["कुकी सेटिंग्स"], avoid: [{ text: "कुकी सेटिंग", match: "word" }] } },
    { en: "nukta", hi: { use: ["क"], avoid: [{ text: "क़", match: "anywhere" }] } },
    { en: "provider", kn: { use: ["ಆರೋಗ್ಯ ಸೇವೆ ನೀಡುವವರು"], avoid: [{ text: "ಪೂರೈಕೆದಾರ", except: ["legal-pages/"] }] } },
  ],
}
const faq = (locale: string, values: Record<string, unknown>, file = `faqs/faqs.${locale}.json`) => ({
  file,
  type: "FaqsJson",
  item: "1",
  values: { jsonId: 1, title: "", body: "", cards: [], points: [], ...values },
})

describe("checkGlossary", () => {
  it("names the file, item, language, field and term when a translation uses an avoided variant", () => {
    expect(checkGlossary(sdl, mini, [faq("kn", { body: "ನಿಮ್ಮ ಒಪ್ಪಿಗೆಯನ್ನು ಹಿಂಪಡೆಯಿರಿ." })])).toEqual([
      'faqs/faqs.kn.json item 1 (kn): body uses "ಒಪ್ಪಿಗೆ" for "consent", which the glossary writes "ಸಮ್ಮತಿ" (schema/glossary.json)',
    ])
  })

  it("reads nested objects and lists of text, and not what is shared", () => {
    const problems = checkGlossary(sdl, mini, [
      faq("hi", { cards: [{ title: "ई-मेल करें", icon: "ई-मेल" }], points: ["", "हमें ई-मेल लिखें"] }),
    ])
    expect(problems.map((problem) => problem.split(" uses ")[0])).toEqual([
      "faqs/faqs.hi.json item 1 (hi): cards[0].title",
      "faqs/faqs.hi.json item 1 (hi): points[1]",
    ])
  })

  it("checks each language against its own words, and leaves English alone", () => {
    expect(checkGlossary(sdl, mini, [faq("hi", { title: "ಒಪ್ಪಿಗೆ" }), faq("en", { title: "ई-मेल" })])).toEqual([])
  })

  it("matches a stem at a word's start, a whole word when asked, a spelling anywhere", () => {
    expect(avoidedIn(mini, "कुकी सेटिंग्स चुनें", "hi")).toEqual([])
    expect(avoidedIn(mini, "नीचे कुकी सेटिंग चुनें", "hi").map((rule) => rule.term.en)).toEqual(["Cookie settings"])
    // the nukta typed as one code point or as two is the same letter
    expect(avoidedIn(mini, "मुला\u0958ात", "hi").map((rule) => rule.term.en)).toEqual(["nukta"])
    expect(avoidedIn(mini, "मुलाक\u093cात", "hi").map((rule) => rule.term.en)).toEqual(["nukta"])
  })

  it("allows a variant in the files its entry excepts", () => {
    const text = "ಆರೋಗ್ಯ ಸೇವಾ ಪೂರೈಕೆದಾರರು"
    expect(avoidedIn(mini, text, "kn", "legal-pages/privacy.kn.json")).toEqual([])
    expect(avoidedIn(mini, text, "kn", "faqs/faqs.kn.json")).toHaveLength(1)
  })
})

describe("the glossary (schema/glossary.json)", () => {
  it("holds the review's terms with Hindi and Kannada words", () => {
    expect(glossary.terms.length).toBeGreaterThanOrEqual(25 + 7)
    for (const term of glossary.terms.filter((t) => !t.en.startsWith("(spelling)"))) {
      expect(term).toMatchObject({ hi: { use: expect.any(Array) }, kn: { use: expect.any(Array) } })
    }
  })

  it("never avoids a word it tells a translator to use", () => {
    for (const term of glossary.terms) {
      for (const locale of ["hi", "kn"]) {
        const entry = term[locale] as { use: string[] } | undefined
        for (const word of entry?.use ?? []) {
          const clashes = avoidedIn(glossary, word, locale, "legal-pages/").map((rule) => rule.variant.text)
          expect({ term: term.en, word, clashes }).toEqual({ term: term.en, word, clashes: [] })
        }
      }
    }
  })

  it("is kept by every translation in data/", () => {
    expect(checkGlossary(typeDefs, glossary, loadRecords())).toEqual([])
  })
})
