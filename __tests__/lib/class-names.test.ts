import { classNames } from "../../src/lib/class-names"

test("joins the class names given and leaves out those not passed", () => {
  expect(classNames("card", undefined, "quiet")).toBe("card quiet")
  expect(classNames(undefined, "")).toBe("")
})
