import { required } from "../../src/lib/required"

test("a value that is there is returned as it is, falsy ones included", () => {
  const copy = { title: "About" }
  expect(required(copy, "data/about-page/")).toBe(copy)
  expect(required("", "data/x/")).toBe("")
  expect(required(0, "data/x/")).toBe(0)
})

test("a missing value throws, naming what is missing", () => {
  expect(() => required(null, "data/about-page/")).toThrow("data/about-page/ is missing")
  expect(() => required(undefined, "data/interface/ (search)")).toThrow("data/interface/ (search) is missing")
})
