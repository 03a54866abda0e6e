/** @jest-environment node */
import { factExtension, isFact } from "../../schema/facts"
import { readContentModel } from "../../schema/model"

const read = (source: Record<string, unknown>, fieldName: string) =>
  factExtension.extend().resolve(source, {}, {}, { fieldName })

describe("@fact", () => {
  it("reads a fact the company has given as it is", () => {
    expect(read({ appStoreUrl: "https://apps.apple.com/in/app/recoverlife/id6740000001" }, "appStoreUrl")).toBe(
      "https://apps.apple.com/in/app/recoverlife/id6740000001",
    )
  })

  it("reads a placeholder as null: an example address, an unreachable number, a marker", () => {
    expect(read({ url: "https://apps.apple.com/in/app/example" }, "url")).toBeNull()
    expect(read({ phone: "+91 90000 00000" }, "phone")).toBeNull()
    expect(read({ name: "[Placeholder: the company's page]" }, "name")).toBeNull()
  })

  it("reads an empty or missing value as null", () => {
    expect(read({ url: " " }, "url")).toBeNull()
    expect(read({}, "url")).toBeNull()
    expect(isFact(undefined)).toBe(false)
  })

  it("stands only on an optional field: a required one could not read null", () => {
    expect(() => readContentModel(`type SiteJson implements Node @dontInfer { url: String! @fact }`)).toThrow(
      /@fact on SiteJson\.url.*must be optional/,
    )
  })
})
