import { telHref, whatsAppHref } from "../../src/lib/routes"

describe("contact links", () => {
  it("dials a phone number's digits with its leading +", () => {
    expect(telHref("+91 80 1234 5678")).toBe("tel:+918012345678")
  })

  it("opens a WhatsApp chat at wa.me with the international number's digits only", () => {
    expect(whatsAppHref("+91 98765 43210")).toBe("https://wa.me/919876543210")
    expect(whatsAppHref("+91 (98765) 43-210")).toBe("https://wa.me/919876543210")
  })
})
