import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { transformSync } from "@babel/core"
import { calendarDateExtension, formatCalendarDate } from "../../schema/calendar-date"

const root = path.join(__dirname, "..", "..")
const source = path.join(root, "schema", "calendar-date.ts")

/**
 * Runs formatCalendarDate in a fresh Node process with the given TZ (the test process's own time
 * zone is fixed at start-up, so a changed process.env.TZ would not reach Date). Returns the
 * process's UTC offset on the day and the formatted dates.
 */
function formatInZone(zone: string, dates: string[]) {
  const compiled = transformSync(fs.readFileSync(source, "utf8"), {
    filename: source,
    babelrc: false,
    configFile: false,
    presets: ["@babel/preset-typescript"],
    plugins: ["@babel/plugin-transform-modules-commonjs"],
  })?.code
  const script = `${compiled}
    const dates = ${JSON.stringify(dates)};
    process.stdout.write(JSON.stringify({
      offset: new Date(2025, 3, 15).getTimezoneOffset(),
      formatted: dates.map((d) => exports.formatCalendarDate(d)),
    }));`
  const output = execFileSync(process.execPath, ["-e", script], { cwd: root, env: { ...process.env, TZ: zone } })
  return JSON.parse(output.toString()) as { offset: number; formatted: string[] }
}

describe("formatCalendarDate", () => {
  // West of UTC a date-only string read as UTC midnight falls on the previous local day; India is
  // east of UTC on a half-hour offset.
  it.each([
    ["America/Los_Angeles", 420],
    ["Asia/Kolkata", -330],
  ])("never shifts the day in %s", (zone, offset) => {
    const result = formatInZone(zone, ["2025-04-15", "2025-01-01", "2025-12-31", "2025-05-08"])
    expect(result.offset).toBe(offset)
    expect(result.formatted).toEqual(["Apr 15, 2025", "Jan 1, 2025", "Dec 31, 2025", "May 8, 2025"])
  })

  it("formats with 'MMM d, y' by default and takes another pattern", () => {
    expect(formatCalendarDate("2025-04-15")).toBe("Apr 15, 2025")
    expect(formatCalendarDate("2025-04-02", "MMMM d, y")).toBe("April 2, 2025")
  })

  it("reads only the calendar date of a timestamp", () => {
    expect(formatCalendarDate("2025-04-10T00:00:00.000Z")).toBe("Apr 10, 2025")
  })

  it("rejects text that is not an ISO date", () => {
    expect(() => formatCalendarDate("15/04/2025")).toThrow("Not an ISO date")
  })
})

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

describe("formatCalendarDate in Hindi and Kannada", () => {
  it("names the month in the language and puts the day first", () => {
    expect(formatCalendarDate("2026-11-24", "MMMM d, y", "hi")).toBe("24 नवंबर 2026")
    expect(formatCalendarDate("2026-11-24", "MMMM d, y", "kn")).toBe("24 ನವೆಂಬರ್ 2026")
    expect(formatCalendarDate("2026-11-24", "MMMM d, y", "en")).toBe("November 24, 2026")
  })

  it("names the month in full where English abbreviates it (a job's 'MMM d, y')", () => {
    expect(formatCalendarDate("2025-04-15", "MMM d, y", "kn")).toBe("15 ಏಪ್ರಿಲ್ 2025")
    expect(formatCalendarDate("2025-09-01", "MMM d, y", "hi")).toBe("1 सितंबर 2025")
    expect(formatCalendarDate("2025-02-10", "MMM d, y", "hi")).toBe("10 फ़रवरी 2025")
    expect(formatCalendarDate("2025-04-15", "MMM d, y", "en")).toBe("Apr 15, 2025")
  })
})
