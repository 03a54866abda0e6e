import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import LegalPartTemplate from "../../src/templates/legal-part"
import { loadObject, mockStaticQueries, withDateText } from "../helpers/content"
import { renderMarkdown } from "../helpers/markdown"
import { pageProps, type TestData } from "../helpers/pages"
import { helmetHead } from "../helpers/head"

type Query = Queries.LegalPartTemplateQuery
interface Part {
  slug: string
  title: string
  body: string
  requestForm?: Queries.RightsRequestFormFragment
}
type Privacy = Omit<NonNullable<Query["legalPagesJson"]>, "parts" | "updated"> & {
  updated: string
  parts: { summaryTitle: string; previousLabel: string; nextLabel: string; items: Part[] }
}

/** The fixture's privacy notice, a text in parts. */
const privacy = () => loadObject<Privacy>("legal-pages/privacy.json")
const parts = () => privacy().parts.items

/** A part's page as its query returns it: the legal page, that one part with its Markdown rendered. */
const renderPart = (slug: string) => {
  const page = withDateText(withDateText(privacy(), "reviewedOn", "MMMM d, y"), "updated", "MMMM d, y")
  const part = parts().find((item) => item.slug === slug)!
  const data = {
    legalPagesJson: {
      ...page,
      part: { ...part, body: renderMarkdown(part.body), requestForm: part.requestForm ?? null },
    },
    interfaceJson: loadObject<Query["interfaceJson"]>("interface.json"),
    grievanceOfficerJson: loadObject<Query["grievanceOfficerJson"]>("grievance-officer.json"),
  } as TestData<Query>
  return render(<LegalPartTemplate {...pageProps(data, `/privacy/${slug}`)} />)
}
const main = () => within(screen.getByRole("main"))
const contents = () => within(main().getByRole("navigation"))

beforeEach(() => mockStaticQueries())

describe("a part of a legal text in parts", () => {
  it("is titled with the part, under its text's title", () => {
    const [first] = parts()
    renderPart(first.slug)
    // the page's one h1 keeps the site's id: skip links and the hero's name (aria-labelledby) lead to it
    expect(main().getByRole("heading", { level: 1, name: first.title })).toHaveAttribute("id", "page-title")
    expect(main().getByRole("region", { name: first.title })).toHaveAttribute("aria-labelledby", "page-title")
    expect(main().getByText(privacy().title, { selector: "p" })).toBeInTheDocument()
    expect(helmetHead().title).toContain(first.title)
    expect(helmetHead().link("canonical")).toMatch(new RegExp(`/privacy/${first.slug}$`))
  })

  it("shows the part's own text, and each of its sections in its table of contents", () => {
    const [, second] = parts()
    renderPart(second.slug)
    const sections = renderMarkdown(second.body).headings.filter((heading) => heading.depth === 2)
    expect(sections.length).toBeGreaterThan(0)
    for (const section of sections) {
      expect(contents().getByRole("link", { name: section.text })).toHaveAttribute("href", `#${section.id}`)
      expect(main().getByRole("heading", { level: 2, name: section.text })).toHaveAttribute("id", section.id)
    }
  })

  it("leaves the other parts' text to their pages", () => {
    const [first, second] = parts()
    renderPart(first.slug)
    for (const section of renderMarkdown(second.body).headings.filter((heading) => heading.depth === 2))
      expect(main().queryByRole("heading", { name: section.text })).toBeNull()
  })

  it("links to the summary and every other part, and marks its own as the current page", () => {
    const [first, ...others] = parts()
    renderPart(first.slug)
    expect(contents().getByRole("link", { name: privacy().parts.summaryTitle })).toHaveAttribute("href", "/privacy")
    for (const other of others)
      expect(contents().getByRole("link", { name: other.title })).toHaveAttribute("href", `/privacy/${other.slug}`)
    expect(contents().getByRole("link", { name: first.title })).toHaveAttribute("aria-current", "page")
    expect(contents().getByRole("link", { name: first.title })).toHaveAttribute("href", "#page-title")
  })

  it("leads from the first part back to the summary and on to the second", () => {
    const [first, second] = parts()
    renderPart(first.slug)
    const { previousLabel, nextLabel, summaryTitle } = privacy().parts
    const back = main().getByRole("link", { name: `${previousLabel} ${summaryTitle}` })
    expect(back).toHaveAttribute("href", "/privacy")
    expect(back).toHaveAttribute("rel", "prev")
    const on = main().getByRole("link", { name: `${nextLabel} ${second.title}` })
    expect(on).toHaveAttribute("href", `/privacy/${second.slug}`)
    expect(on).toHaveAttribute("rel", "next")
  })

  it("the last part leads back to the one before it, and on to nothing", () => {
    const items = parts()
    const [before, last] = items.slice(-2)
    renderPart(last.slug)
    expect(main().getByRole("link", { name: `${privacy().parts.previousLabel} ${before.title}` })).toHaveAttribute(
      "href",
      `/privacy/${before.slug}`,
    )
    expect(main().queryByRole("link", { name: new RegExp(`^${privacy().parts.nextLabel} `) })).toBeNull()
  })

  it("ends with the Grievance Officer, as the summary does, so the text's 'end of this page' holds", () => {
    renderPart(parts()[0].slug)
    const officer = loadObject<{ title: string }>("grievance-officer.json")
    expect(main().getByRole("region", { name: officer.title })).toBeInTheDocument()
    expect(contents().getByRole("link", { name: officer.title })).toHaveAttribute("href", "#grievance-officer")
  })
})

describe("the part that holds the rights request form (Your rights)", () => {
  const withForm = () => parts().find((part) => part.requestForm)!

  it("shows the form and the analytics choice after its text, each in its table of contents", () => {
    const part = withForm()
    const form = part.requestForm!
    renderPart(part.slug)
    expect(main().getByRole("form", { name: form.title })).toHaveAttribute("action", "/api/requests")
    expect(contents().getByRole("link", { name: form.title })).toHaveAttribute("href", "#rights-request")
    expect(main().getByRole("heading", { level: 2, name: form.title })).toHaveAttribute("id", "rights-request")
    const choice = main().getByRole("region", { name: form.consentTitle })
    expect(within(choice).getByRole("link", { name: form.consentLink })).toHaveAttribute(
      "href",
      "/cookies#choice-title",
    )
    expect(contents().getByRole("link", { name: form.consentTitle })).toHaveAttribute("href", "#analytics-choice")
  })

  it("names the Grievance Officer as the contact for questions about processing (DPDP Rules 2025 rule 9)", () => {
    renderPart(withForm().slug)
    const officer = loadObject<{ title: string; processingContact: string }>("grievance-officer.json")
    expect(
      within(main().getByRole("region", { name: officer.title })).getByText(officer.processingContact),
    ).toBeVisible()
  })

  it("is the only part with the form", () => {
    const other = parts().find((part) => !part.requestForm)!
    renderPart(other.slug)
    expect(main().queryByRole("form")).toBeNull()
  })
})
