import { siteNow } from "../../schema/clock"

describe("siteNow", () => {
  it("is the fixed instant SITE_NOW names", () => {
    expect(siteNow({ SITE_NOW: "2026-06-15T12:00:00+05:30" }).toISOString()).toBe("2026-06-15T06:30:00.000Z")
  })

  it("is the real time when SITE_NOW is unset or empty", () => {
    const before = Date.now()
    for (const env of [{}, { SITE_NOW: " " }]) {
      const now = siteNow(env).getTime()
      expect(now).toBeGreaterThanOrEqual(before)
      expect(now).toBeLessThanOrEqual(Date.now())
    }
  })

  it("refuses a value that is not a date and time, naming it", () => {
    expect(() => siteNow({ SITE_NOW: "next tuesday" })).toThrow(/SITE_NOW is "next tuesday"/)
    expect(() => siteNow({ SITE_NOW: "2026-06-15" })).toThrow(/ISO 8601 date and time/)
  })
})
