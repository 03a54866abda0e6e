import { stripNullBytes } from "../strip-null-bytes"

describe("stripNullBytes", () => {
  it("removes the NULs between whole characters, giving back the text as written", () => {
    // what React wrote for "ಮೆನು ಮುಚ್ಚಿ" (Close menu) at a buffer's end: two NULs before "ು"
    const broken = 'aria-label="ಮೆನ\u0000\u0000ು ಮುಚ್ಚಿ"'
    expect(stripNullBytes(broken)).toBe('aria-label="ಮೆನು ಮುಚ್ಚಿ"')
  })

  it("leaves a page without them as it is", () => {
    expect(stripNullBytes("<p>हिन्दी</p>")).toBe("<p>हिन्दी</p>")
  })
})
