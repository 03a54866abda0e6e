import { copyText } from "../../src/lib/clipboard"

const setClipboard = (value: unknown) =>
  Object.defineProperty(navigator, "clipboard", { value, configurable: true, writable: true })

afterEach(() => setClipboard(undefined))

describe("copyText", () => {
  it("writes the text and resolves true", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined)
    setClipboard({ writeText })
    await expect(copyText("support@example.com")).resolves.toBe(true)
    expect(writeText).toHaveBeenCalledWith("support@example.com")
  })

  it("resolves false when the browser refuses", async () => {
    setClipboard({ writeText: jest.fn().mockRejectedValue(new DOMException("Denied", "NotAllowedError")) })
    await expect(copyText("x")).resolves.toBe(false)
  })

  it("resolves false when there is no Clipboard API", async () => {
    setClipboard(undefined)
    await expect(copyText("x")).resolves.toBe(false)
    setClipboard({})
    await expect(copyText("x")).resolves.toBe(false)
  })
})
