import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import LegalPageTemplate from "../../src/templates/legal-page"
import { loadCollection, loadObject, mockStaticQueries, pageFigures, withDateText } from "../helpers/content"
import { renderMarkdown, withMarkdown } from "../helpers/markdown"
import { pageProps, type TestData } from "../helpers/pages"
import { helmetHead } from "../helpers/head"
import { LOCALES } from "../../src/lib/locales"

type Query = Queries.LegalPageTemplateQuery
type Legal = NonNullable<Query["legalPagesJson"]>
const records = (locale = "en") => loadCollection<Legal & { body?: string; updated?: string }>("legal-pages", locale)

/** A text in parts (privacy) as its query returns it: each part's Markdown rendered too. */
const withParts = <T extends { parts?: unknown }>(record: T, locale: string): T => {
  const parts = record.parts as { items: Array<{ body: string }> } | null | undefined
  return parts ? { ...record, parts: { ...parts, items: withMarkdown(parts.items, "body", locale) } } : record
}

const renderLegal = (slug: string, locale = "en") => {
  const record = withParts(
    records(locale).find((page) => page.slug === slug)!,
    locale,
  )
  const dated = withDateText(record, "reviewedOn", "MMMM d, y")
  const [page] = withMarkdown([record.updated ? withDateText(dated, "updated", "MMMM d, y") : dated], "body", locale)
  const data = {
    legalPagesJson: page as Legal,
    interfaceJson: loadObject<Query["interfaceJson"]>("interface.json", locale),
    figureWords: pageFigures(locale).figureWords,
    grievanceOfficerJson: page.showGrievanceOfficer
      ? loadObject<Query["grievanceOfficerJson"]>("grievance-officer.json", locale)
      : undefined,
  } as TestData<Query>
  return render(<LegalPageTemplate {...pageProps(data, `/${slug}`)} />)
}
const main = () => within(screen.getByRole("main"))
const officerTitle = loadObject<{ title: string }>("grievance-officer.json").title

beforeEach(() => mockStaticQueries())

describe("legal and trust pages", () => {
  it.each(records().map((record) => record.slug))(
    "%s opens with its heading and lead, and links to Contact",
    (slug) => {
      renderLegal(slug)
      const record = records().find((page) => page.slug === slug)!
      expect(main().getByRole("heading", { level: 1, name: record.title })).toBeInTheDocument()
      expect(main().getByText(record.lead)).toBeInTheDocument()
      expect(main().getByRole("link", { name: record.contactLabel })).toHaveAttribute("href", "/contact")
    },
  )

  it.each(records().map((record) => record.slug))(
    "%s lists each of its sections in a table of contents that links to it",
    (slug) => {
      renderLegal(slug)
      const contents = main().getByRole("navigation")
      const links = within(contents).getAllByRole("link")
      expect(links.length).toBeGreaterThanOrEqual(4)
      // a text in parts links to its parts' pages too: the next test
      for (const link of links.filter((entry) => entry.getAttribute("href")!.startsWith("#"))) {
        const id = link.getAttribute("href")!.slice(1)
        expect(document.getElementById(id)).toHaveRole("heading")
        expect(document.getElementById(id)).toHaveTextContent(link.textContent!)
      }
      expect(main().getAllByRole("heading", { level: 1 })).toHaveLength(1)
    },
  )

  it("Privacy, a text in parts, links to each part's page and to each section on it", () => {
    renderLegal("privacy")
    const { parts } = loadObject<{ parts: { items: Array<{ slug: string; title: string; body: string }> } }>(
      "legal-pages/privacy.json",
    )
    const contents = within(main().getByRole("navigation"))
    expect(parts.items.length).toBeGreaterThanOrEqual(2)
    for (const part of parts.items) {
      expect(contents.getByRole("link", { name: part.title })).toHaveAttribute("href", `/privacy/${part.slug}`)
      const sections = renderMarkdown(part.body).headings.filter((heading) => heading.depth === 2)
      expect(sections.length).toBeGreaterThan(0)
      for (const section of sections)
        expect(contents.getByRole("link", { name: section.text })).toHaveAttribute(
          "href",
          `/privacy/${part.slug}#${section.id}`,
        )
    }
  })

  it("Privacy, a text in parts, keeps each section's old address on the way to it: /privacy#<section>", () => {
    renderLegal("privacy")
    const { parts } = loadObject<{ parts: { items: Array<{ slug: string; body: string }> } }>(
      "legal-pages/privacy.json",
    )
    for (const part of parts.items)
      for (const section of renderMarkdown(part.body).headings.filter((heading) => heading.depth === 2)) {
        const entry = document.getElementById(section.id)
        expect(entry).toHaveRole("listitem")
        expect(within(entry!).getByRole("link")).toHaveAttribute("href", `/privacy/${part.slug}#${section.id}`)
      }
  })

  it("shows the date the text took effect as a machine-readable date", () => {
    renderLegal("privacy")
    const { updated, updatedLabel } = loadObject<{ updated: string; updatedLabel: string }>("legal-pages/privacy.json")
    expect(main().getByText(new RegExp(updatedLabel)).querySelector("time")).toHaveAttribute("datetime", updated)
  })

  it("says who reviewed the text, in what role, and when, as a machine-readable date", () => {
    renderLegal("privacy")
    const { reviewer, reviewerRole, reviewedOn } = loadObject<Legal>("legal-pages/privacy.json")
    const line = main().getByText(`Reviewed by ${reviewer}, ${reviewerRole}, on`, { exact: false })
    expect(line.querySelector("time")).toHaveAttribute("datetime", reviewedOn)
    expect(line).toHaveTextContent("June 1, 2026")
  })

  /** The word each language's lines use for a review: "Reviewed by …", "Last reviewed: …", "… समीक्षा की". */
  const REVIEW_WORD: Record<string, RegExp> = { en: /review/i, hi: /समीक्षा/, kn: /ಪರಿಶೀಲ/ }
  it.each(LOCALES.flatMap((locale) => records(locale).map((record) => [record.slug, locale] as const)))(
    "%s (%s) says once, in its review line, when its text was last reviewed",
    (slug, locale) => {
      renderLegal(slug, locale)
      const { reviewer, reviewedOn } = records(locale).find((page) => page.slug === slug)!
      // the dated lines under the title that speak of a review: the review line alone
      const reviewLines = [...screen.getByRole("main").querySelectorAll("p")].filter(
        (line) => line.querySelector("time") && REVIEW_WORD[locale].test(line.textContent ?? ""),
      )
      expect(reviewLines).toHaveLength(1)
      expect(reviewLines[0]).toHaveTextContent(reviewer)
      expect(reviewLines[0].querySelector("time")).toHaveAttribute("datetime", reviewedOn)
    },
  )

  it("carries its review in its structured data, as a WebPage", () => {
    renderLegal("terms-and-conditions")
    const { reviewer, reviewedOn } = loadObject<Legal>("legal-pages/terms-and-conditions.json")
    expect(helmetHead().jsonLd).toContainEqual(
      expect.objectContaining({
        "@type": "WebPage",
        lastReviewed: reviewedOn,
        reviewedBy: expect.objectContaining({ name: reviewer }),
      }),
    )
  })

  it("Privacy ends with the Grievance Officer, in its table of contents", () => {
    renderLegal("privacy")
    const officer = main().getByRole("region", { name: officerTitle })
    expect(within(main().getByRole("navigation")).getByRole("link", { name: officerTitle })).toHaveAttribute(
      "href",
      "#grievance-officer",
    )
    expect(within(officer).getByRole("link", { name: /@/ })).toHaveAttribute("href", expect.stringMatching(/^mailto:/))
  })

  it("Terms, which does not ask for it, has no Grievance Officer", () => {
    renderLegal("terms-and-conditions")
    expect(main().queryByRole("region", { name: officerTitle })).toBeNull()
  })

  it("describes itself to search engines with its own description", () => {
    renderLegal("responsible-ai")
    const { seoDescription } = loadObject<{ seoDescription: string }>("legal-pages/responsible-ai.json")
    expect(helmetHead().meta("description")).toBe(seoDescription)
    expect(helmetHead().link("canonical")).toMatch(/\/responsible-ai$/)
  })
})
