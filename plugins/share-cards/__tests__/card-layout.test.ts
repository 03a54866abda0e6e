/**
 * @jest-environment node
 */
import { cardKey, cardLayout, cardTitle, escapeMarkup, FONT_FAMILIES, type CardSpec } from "../card-layout"

const spec: CardSpec = {
  locale: "kn",
  title: "ಗೌಪ್ಯತಾ ನೀತಿ",
  kind: "ನೀತಿ",
  brand: "Lifelane Health",
  host: "www.example.com",
}

test("a long title is cut after a whole word, never inside a letter and its vowel sign", () => {
  const title = "क्षेत्र ".repeat(20).trim()
  const cut = cardTitle(title, 30)
  expect(cut.endsWith("क्षेत्र…")).toBe(true)
  expect([...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(cut)].length).toBeLessThanOrEqual(31)
})

test("a title within the limit is kept whole, its spaces collapsed", () => {
  expect(cardTitle("  Mobile   Application Developer ")).toBe("Mobile Application Developer")
})

test("the text is escaped for Pango's markup", () => {
  expect(escapeMarkup(`R&D <"AI">`)).toBe("R&amp;D &lt;&quot;AI&quot;&gt;")
})

test("each language is drawn in its script's font", () => {
  expect(cardLayout(spec).title.font).toBe(`${FONT_FAMILIES.kn} Bold 12`)
  expect(cardLayout({ ...spec, locale: "hi" }).title.font).toBe(`${FONT_FAMILIES.hi} Bold 12`)
})

test("a visual narrows the title's box; a page without a kind gives the title more room", () => {
  const plain = cardLayout(spec)
  const withIcon = cardLayout({ ...spec, visual: { icon: "<path/>" } })
  expect(withIcon.title.width).toBeLessThan(plain.title.width)
  expect(cardLayout({ ...spec, kind: "" }).kind).toBeNull()
  expect(cardLayout({ ...spec, kind: "" }).title.height).toBeGreaterThan(plain.title.height)
})

test("the cache key changes with every input and with the renderer, and with nothing else", () => {
  const key = cardKey(spec, "r1")
  expect(cardKey({ ...spec }, "r1")).toBe(key)
  for (const changed of [
    { ...spec, title: "ಕುಕೀ ನೀತಿ" },
    { ...spec, kind: "ಪುಟ" },
    { ...spec, locale: "hi" as const },
    { ...spec, brand: "Lifelane" },
    { ...spec, visual: { icon: "<path/>" } },
    { ...spec, visual: { image: "/a.png", imageHash: "1" } },
  ])
    expect(cardKey(changed, "r1")).not.toBe(key)
  expect(cardKey(spec, "r2")).not.toBe(key)
  // an image counts by its content, not where it lies
  expect(cardKey({ ...spec, visual: { image: "/a.png", imageHash: "1" } }, "r1")).toBe(
    cardKey({ ...spec, visual: { image: "/b.png", imageHash: "1" } }, "r1"),
  )
})
