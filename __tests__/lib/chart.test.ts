import { barPercentages } from "../../src/lib/chart"

describe("barPercentages", () => {
  it("scales bars to the largest value from a zero baseline", () => {
    expect(barPercentages([2.8, 3.6, 4.5])).toEqual([62.2, 80, 100])
  })

  it("keeps every ratio between bars equal to the ratio between values", () => {
    const [a, b, c] = barPercentages([2.8, 3.6, 4.5])
    expect(a / c).toBeCloseTo(2.8 / 4.5, 2)
    expect(b / c).toBeCloseTo(3.6 / 4.5, 2)
  })

  it("draws nothing for zero or negative values", () => {
    expect(barPercentages([0, 0])).toEqual([0, 0])
    expect(barPercentages([-1, 2])).toEqual([0, 100])
  })
})
