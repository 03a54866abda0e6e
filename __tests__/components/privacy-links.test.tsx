import * as React from "react"
import { render, screen } from "@testing-library/react"
import { PrivacyLinks, RIGHTS_REQUEST_PATH } from "../../src/components/requests/privacy-links"
import { ContactForm } from "../../src/sections/contact/contact-form"
import { NewsletterForm } from "../../src/components/footer/newsletter-form"
import { layoutData, loadObject } from "../helpers/content"

const words = layoutData("en").interface

describe("every form's consent line", () => {
  it("leads to how the site handles what is sent and to the rights request form", () => {
    render(
      <p>
        <PrivacyLinks privacyLink="How we handle it" />
      </p>,
    )
    expect(screen.getByRole("link", { name: "How we handle it" })).toHaveAttribute("href", "/privacy/the-website")
    expect(screen.getByRole("link", { name: words.requests.rightsLink })).toHaveAttribute("href", RIGHTS_REQUEST_PATH)
  })

  it("is the contact form's and the newsletter's", () => {
    const copy = loadObject<{ form: Queries.ContactFormSectionFragment }>("contact-page.json").form
    render(<ContactForm copy={copy} supportEmail="support@example.com" pagePath="/contact" />)
    render(<NewsletterForm copy={words.newsletter} product="Lifelane" supportEmail="support@example.com" />)
    expect(screen.getAllByRole("link", { name: words.requests.rightsLink })).toHaveLength(2)
  })
})
