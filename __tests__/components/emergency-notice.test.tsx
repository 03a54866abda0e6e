import * as React from "react"
import { render, screen } from "@testing-library/react"
import { EmergencyNotice } from "../../src/components/trust/emergency-notice"
import { loadObject } from "../helpers/content"

const notice = (locale: string) => loadObject<Queries.EmergencyNoticeFragment>("emergency-notice.json", locale)

describe("the emergency notice", () => {
  it.each([
    ["en", "Call 112", "Call 108"],
    ["hi", "112 पर कॉल करें", "108 पर कॉल करें"],
    ["kn", "112ಕ್ಕೆ ಕರೆ ಮಾಡಿ", "108ಕ್ಕೆ ಕರೆ ಮಾಡಿ"],
  ])("in %s, words each call button in the language's own order around its number", (locale, first, second) => {
    render(<EmergencyNotice notice={notice(locale)} />)
    expect(screen.getByRole("link", { name: first })).toHaveAttribute("href", "tel:112")
    expect(screen.getByRole("link", { name: second })).toHaveAttribute("href", "tel:108")
  })

  it("puts the number where the template says, not after the words", () => {
    render(<EmergencyNotice notice={{ ...notice("en"), callLabel: "{number} — call now" }} />)
    expect(screen.getByRole("link", { name: "112 — call now" })).toBeInTheDocument()
  })
})
