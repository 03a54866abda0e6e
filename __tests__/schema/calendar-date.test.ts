import { calendarDateExtension } from "../../schema/calendar-date"

const { args, resolve } = calendarDateExtension.extend()
const read = (calendar: string | null) =>
  resolve({ datePosted: "2025-04-15" }, { calendar }, {}, { fieldName: "datePosted" })

describe("@calendarDate", () => {
  it("adds a calendar argument to the field", () => {
    expect(args).toEqual({ calendar: "String" })
  })

  it("returns the stored ISO date when no pattern is asked for", () => {
    expect(read(null)).toBe("2025-04-15")
  })

  it("formats the date with the query's date-fns pattern", () => {
    expect(read("MMM d, y")).toBe("Apr 15, 2025")
    expect(read("MMMM d, y")).toBe("April 15, 2025")
  })
})
