import { FIXTURE_NOW } from "../helpers/content"

describe("the tests' clock", () => {
  it("reads the fixture's instant, whatever the real date", () => {
    expect(new Date().toISOString()).toBe(FIXTURE_NOW.toISOString())
    expect(Date.now()).toBe(FIXTURE_NOW.getTime())
  })

  it("still lets real timers run", async () => {
    await expect(new Promise((resolve) => setTimeout(() => resolve("ran"), 5))).resolves.toBe("ran")
  })

  it("stays at that instant when a test fakes the timers itself", () => {
    jest.useFakeTimers()
    expect(Date.now()).toBe(FIXTURE_NOW.getTime())
    jest.advanceTimersByTime(1000)
    expect(Date.now()).toBe(FIXTURE_NOW.getTime() + 1000)
    jest.useRealTimers()
  })
})
