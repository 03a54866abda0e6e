import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import TrustPage from "../../src/pages/trust"
import { loadObject, mockStaticQueries } from "../helpers/content"
import { helmetHead } from "../helpers/head"
import { renderMarkdown } from "../helpers/markdown"
import { isFact } from "../../schema/facts"
import { copy, pageProps, type TestData } from "../helpers/pages"
import trust from "../fixtures/content/trust-page/trust-page.en.json"

type Query = Queries.TrustPageQuery
type Certification = Query["allTrustCertificationsJson"]["nodes"][number]

beforeEach(() => mockStaticQueries())

/** The page as its query returns it: its Markdown rendered, its records as nodes of their own. */
function renderTrust(certifications: Certification[] = []) {
  const page = copy<typeof trust>("trust-page.json")
  const data = {
    trustPageJson: {
      ...page,
      shareImage: null,
      shareImageAlt: null,
      // @fact: a query reads a placeholder as null (schema/facts.ts)
      glance: { ...page.glance, statusUrl: isFact(page.glance.statusUrl) ? page.glance.statusUrl : null },
      certifications: { ...page.certifications, none: renderMarkdown(page.certifications.none) },
      roles: { ...page.roles, text: renderMarkdown(page.roles.text) },
      security: { ...page.security, text: renderMarkdown(page.security.text) },
    },
    allTrustCertificationsJson: { nodes: certifications },
    allSubProcessorsJson: { nodes: page.subProcessors.items },
    grievanceOfficerJson: loadObject<Query["grievanceOfficerJson"]>("grievance-officer.json"),
  } as TestData<Query>
  return render(<TrustPage {...pageProps(data, "/trust")} />)
}
const region = (name: string) => within(screen.getByRole("region", { name }))

describe("the trust centre", () => {
  it("answers first where data lives, backups, availability, support and the status page", () => {
    renderTrust()
    expect(screen.getByRole("heading", { level: 1, name: trust.hero.title })).toBeInTheDocument()
    const glance = region(trust.glance.title)
    for (const item of trust.glance.items) expect(glance.getByText(item.label)).toBeInTheDocument()
    // the status page's address is a placeholder: no link to an example address
    expect(glance.queryByRole("link", { name: trust.glance.statusLabel })).toBeNull()
  })

  it("with no certification or audit published, says what is published instead, and nothing else", () => {
    renderTrust()
    const section = region(trust.certifications.title)
    expect(section.getByText(/We have not published a certification or an external audit/)).toBeInTheDocument()
    expect(section.queryByRole("listitem")).toBeNull()
    expect(section.queryByText(trust.certifications.lead)).toBeNull()
  })

  it("shows a published certification with its issuer, scope, date and certificate", () => {
    // a record made up for this test only: data/ holds none
    const record: Certification = {
      name: "Test certificate",
      issuer: "Test issuer",
      scope: "The test's scope",
      date: "2026-03-01",
      dateText: "March 1, 2026",
      certificateUrl: "https://certificates.test/123",
    }
    renderTrust([record])
    const card = within(region(trust.certifications.title).getByRole("listitem"))
    expect(card.getByRole("heading", { level: 3, name: "Test certificate" })).toBeInTheDocument()
    expect(card.getByText("Test issuer")).toBeInTheDocument()
    expect(card.getByText("March 1, 2026")).toHaveAttribute("datetime", "2026-03-01")
    expect(card.getByRole("link", { name: "certificates.test/123" })).toHaveAttribute(
      "href",
      "https://certificates.test/123",
    )
  })

  it("lists each sub-processor with what it does, the data, where, and where it is used", () => {
    renderTrust()
    const section = region(trust.subProcessors.title)
    const cards = section.getAllByRole("listitem")
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(
      trust.subProcessors.items.map((item) => item.vendor),
    )
    const [first] = cards
    expect(within(first).getByText(trust.subProcessors.headers.location)).toBeInTheDocument()
    expect(within(first).getByText(trust.subProcessors.usedBy.site)).toBeInTheDocument()
  })

  it("states who is responsible for the data, and leads to the security page and the rights request form", () => {
    renderTrust()
    expect(region(trust.roles.title).getByText("Data Fiduciary", { selector: "strong" })).toBeInTheDocument()
    expect(region(trust.roles.title).getByText("Data Processor", { selector: "strong" })).toBeInTheDocument()
    const security = region(trust.security.title)
    expect(security.getByRole("link", { name: "security page" })).toHaveAttribute("href", "/security")
    expect(security.getByRole("link", { name: "vulnerability disclosure policy" })).toHaveAttribute(
      "href",
      "/security/vulnerability-disclosure",
    )
    expect(security.getByRole("link", { name: "rights request form" })).toHaveAttribute(
      "href",
      "/privacy/your-rights#rights-request",
    )
  })

  it("asks for documents through the contact form, its documents subject chosen", () => {
    renderTrust()
    const documents = region(trust.documents.title)
    for (const item of trust.documents.items)
      expect(documents.getByRole("heading", { level: 3, name: item.title })).toBeInTheDocument()
    expect(documents.getByRole("link", { name: trust.documents.requestLabel })).toHaveAttribute(
      "href",
      "/contact#subject-documents",
    )
  })

  it("names the organisation's privacy contact, the Grievance Officer, in its structured data", () => {
    renderTrust()
    const officer = loadObject<{ title: string; email: string }>("grievance-officer.json")
    const [organisation] = helmetHead().jsonLd as Array<{ contactPoint: unknown }>
    expect(organisation.contactPoint).toEqual([
      expect.objectContaining({ contactType: "privacy", name: officer.title, email: officer.email }),
    ])
  })
})
