import { isOpening } from "../../src/lib/jobs"

describe("isOpening", () => {
  it("keeps an opening open through the last day of validThrough in India", () => {
    expect(isOpening("2027-06-30", new Date("2027-06-30T18:00:00Z"))).toBe(true)
    expect(isOpening("2027-06-30", new Date("2027-06-30T18:30:00Z"))).toBe(false)
  })

  it("closes openings whose date has passed", () => {
    expect(isOpening("2025-01-01", new Date("2026-11-22T00:00:00Z"))).toBe(false)
  })
})
