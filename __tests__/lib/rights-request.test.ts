import { answerDueDate, dataRightsMailto, EMPTY_DATA_RIGHTS, formatDay } from "../../src/lib/rights-request"

describe("answerDueDate", () => {
  it("counts the days from the day the request arrives in India", () => {
    // 20:00 UTC on 4 December is 01:30 on 5 December in India
    expect(answerDueDate(Date.parse("2026-12-04T20:00:00Z"), 30)).toBe("2027-01-04")
    expect(answerDueDate(Date.parse("2026-12-04T10:00:00Z"), 30)).toBe("2027-01-03")
  })

  it("never promises later than the law's 90 days", () => {
    expect(answerDueDate(Date.parse("2026-12-05T06:00:00Z"), 120)).toBe("2027-03-05")
  })
})

describe("formatDay", () => {
  it.each([
    ["en", "4 January 2027"],
    ["hi", "4 जनवरी 2027"],
    ["kn", "4 ಜನವರಿ 2027"],
  ])("writes the day first with Western digits in %s", (locale, expected) => {
    expect(formatDay("2027-01-04", locale)).toBe(expected)
  })
})

describe("dataRightsMailto", () => {
  it("writes everything typed, in English labels, with the page's language in the subject", () => {
    const url = new URL(
      dataRightsMailto(
        "grievance@example.com",
        {
          ...EMPTY_DATA_RIGHTS,
          right: "access",
          name: "Asha",
          email: "asha@example.in",
          forWhom: "self",
          identifiers: "asha@example.in",
        },
        "Access: a summary of my data",
        "kn",
      ),
    )
    expect(url.pathname).toBe("grievance@example.com")
    expect(url.searchParams.get("subject")).toBe("Data rights request: Access: a summary of my data [kn]")
    expect(url.searchParams.get("body")).toBe(
      "Right: Access: a summary of my data\r\nName: Asha\r\nEmail: asha@example.in\r\nFor: myself\r\nIdentifiers: asha@example.in\r\nDetails:\r\n",
    )
  })
})
