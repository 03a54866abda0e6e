import { subjectFragment, subjectFromFragment } from "../../src/lib/contact-subject"

const OPTIONS = ["general", "demo", "partnership"]

describe("contact subject fragment", () => {
  it("chooses the option a fragment names", () => {
    expect(subjectFromFragment(subjectFragment("demo"), OPTIONS)).toBe("demo")
  })

  it("ignores a fragment naming no option", () => {
    expect(subjectFromFragment("#subject-refund", OPTIONS)).toBeUndefined()
  })

  it("ignores other fragments and an empty one", () => {
    expect(subjectFromFragment("#contact-form-title", OPTIONS)).toBeUndefined()
    expect(subjectFromFragment("", OPTIONS)).toBeUndefined()
  })
})
