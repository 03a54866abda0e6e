import { headHandlerForBrowser } from "../head-export-handler"

describe("headHandlerForBrowser in place of Gatsby's", () => {
  afterEach(() => jest.restoreAllMocks())

  it("does nothing for a page without a Head export", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    headHandlerForBrowser({ pageComponent: {} })
    headHandlerForBrowser({})
    expect(error).not.toHaveBeenCalled()
  })

  it("reports a page that exports Head, whose head a client-side navigation would miss", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    headHandlerForBrowser({ pageComponent: { Head: () => null } })
    expect(error).toHaveBeenCalledWith(expect.stringContaining("This page exports Head"))
  })
})
