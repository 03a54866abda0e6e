import {
  figureByKey,
  figureNotes,
  figureTextProblems,
  figureUses,
  markFiguresInHtml,
  noteAnchor,
  figureAnchor,
  splitFigureText,
  textFigureUses,
  type Figure,
} from "../../src/lib/figures"

const figure = (jsonId: string, value: string): Figure => ({
  jsonId,
  value,
  measures: `what ${value} measures`,
  basis: `the basis of ${value}`,
  source: null,
  date: "2026",
})
const figures = [figure("uptime", "99.9%"), figure("accuracy", "95%"), figure("monitoring", "24/7")]

describe("figureNotes", () => {
  it("numbers a page's figures in the order they first stand, a figure shown again keeping its number", () => {
    const { notes } = figureNotes(figures, [
      { figure: "accuracy", at: "hero-1" },
      { figure: "monitoring", at: "hero-2" },
      { figure: "accuracy", at: "why-choose-3" },
    ])
    expect(notes.map(({ number, figure: { value } }) => [number, value])).toEqual([
      [1, "95%"],
      [2, "24/7"],
    ])
    expect(notes[0].uses).toEqual([figureAnchor("hero-1"), figureAnchor("why-choose-3")])
  })

  it("gives the note of a figure by its key, and fails naming a key the page did not list", () => {
    const notes = figureNotes(figures, [{ figure: "uptime", at: "hero-1" }])
    expect(notes.noteOf("uptime").number).toBe(1)
    expect(() => notes.noteOf("accuracy")).toThrow(/"accuracy"/)
  })

  it("fails naming a key that no figure has", () => {
    expect(() => figureNotes(figures, [{ figure: "uptim", at: "hero-1" }])).toThrow(
      'No figure "uptim" in data/figures/',
    )
  })

  it("fails when two figures claim one place, whose anchors would clash", () => {
    expect(() =>
      figureNotes(figures, [
        { figure: "uptime", at: "hero-1" },
        { figure: "accuracy", at: "hero-1" },
      ]),
    ).toThrow(/"hero-1"/)
  })
})

test("figureByKey finds a figure, or fails naming the missing key", () => {
  expect(figureByKey(figures, "monitoring").value).toBe("24/7")
  expect(() => figureByKey(figures, "languages")).toThrow('No figure "languages"')
})

test("figureUses names each place of a list after the list and the item's place in it", () => {
  expect(figureUses("hero", [{ figure: { jsonId: "uptime" } }, { figure: { jsonId: "accuracy" } }])).toEqual([
    { figure: "uptime", at: "hero-1" },
    { figure: "accuracy", at: "hero-2" },
  ])
  expect([noteAnchor(3), figureAnchor("hero-2")]).toEqual(["source-3", "figure-hero-2"])
})

describe("figures named in text", () => {
  it("finds each {figure:key} of texts, in order, a place each (`faq-2-1`, `faq-2-2`, …)", () => {
    expect(
      textFigureUses("faq-2", "We work with {figure:partners} partners, {figure:monitoring} alerts", null),
    ).toEqual([
      { figure: "partners", at: "faq-2-1" },
      { figure: "monitoring", at: "faq-2-2" },
    ])
    expect(textFigureUses("lead", "No figure here", undefined)).toEqual([])
  })

  it("splits plain text into its words and the figures it names", () => {
    expect(splitFigureText("{figure:accuracy} Accuracy, {figure:uptime}.")).toEqual([
      { figure: "accuracy" },
      " Accuracy, ",
      { figure: "uptime" },
      ".",
    ])
  })

  it("puts each figure's value and mark where rendered Markdown names it, numbering the places", () => {
    const marked = markFiguresInHtml(
      "<p>Runs {figure:monitoring}; about {figure:accuracy} &amp; {figure:monitoring}</p>",
      "body",
      (key, at) => `[${key}@${at}]`,
    )
    expect(marked).toBe("<p>Runs [monitoring@body-1]; about [accuracy@body-2] &amp; [monitoring@body-3]</p>")
  })

  it("leaves text with a stray brace or an unknown form of reference as it is", () => {
    expect(splitFigureText("{figure:} and {Figure:uptime}")).toEqual(["{figure:} and {Figure:uptime}"])
  })
})

describe("figureTextProblems", () => {
  const languages = figure("languages", "50+")
  const partners = figure("partners", "50+")
  const known = [...figures, languages, partners, figure("specialist-wait", "Weeks")]

  it("finds nothing in text whose figures are all named by reference", () => {
    expect(figureTextProblems("Up {figure:uptime}, with {figure:partners} partners in 2025", known)).toEqual([])
  })

  it("names a reference to a figure there is not, with the keys there are", () => {
    expect(figureTextProblems("{figure:uptim}", known)).toEqual([
      "{figure:uptim} names no figure of data/figures/ in this language; known: accuracy, languages, monitoring, partners, specialist-wait, uptime",
    ])
  })

  it("names a figure written out, which would stand without its source, and the references to write", () => {
    expect(
      figureTextProblems("Monitoring runs 24/7 in 50+ languages; 195% and 9,95% are other numbers", known),
    ).toEqual([
      'shows "24/7" without its source: write {figure:monitoring}',
      'shows "50+" without its source: write {figure:languages} or {figure:partners}',
    ])
  })
})
