import { figureByKey, figureNotes, figureUses, noteAnchor, figureAnchor, type Figure } from "../../src/lib/figures"

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
