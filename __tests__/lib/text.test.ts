import { escapeHtml, fillTemplate, impactModifier, slashParts } from "../../src/lib/text"

test("fillTemplate replaces known placeholders and leaves unknown ones", () => {
  expect(fillTemplate("{impact} Impact", { impact: "High" })).toBe("High Impact")
  expect(fillTemplate("Explore {product} {other}", { product: "recoverlife" })).toBe("Explore recoverlife {other}")
})

test.each([
  ["Critical", "impact--critical"],
  ["High", "impact--high"],
  ["Medium", "impact--medium"],
  [" Very High ", "impact--very-high"],
])("impactModifier(%j) is %s", (level, modifier) => {
  expect(impactModifier(level)).toBe(modifier)
})

test("slashParts cuts a path after each slash and leaves other names whole", () => {
  expect(slashParts("@firebase/performance/configexpire")).toEqual(["@firebase/", "performance/", "configexpire"])
  expect(slashParts("firebase-installations-database")).toEqual(["firebase-installations-database"])
})

test("escapeHtml makes text safe as an element's content or a quoted attribute's value", () => {
  expect(escapeHtml(`R&D <b>"AI"</b>`)).toBe("R&amp;D &lt;b&gt;&quot;AI&quot;&lt;/b&gt;")
})
