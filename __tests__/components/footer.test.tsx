import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { Link } from "gatsby"
import { Layout } from "../../src/components/layout/layout"
import { Footer } from "../../src/components/footer/footer"
import * as pageData from "../../src/hooks/page-data"
import { LOCALES, localizedPath } from "../../src/lib/locales"
import { layoutData, loadObject, mockStaticQueries } from "../helpers/content"

beforeEach(() => mockStaticQueries())

const renderFooter = () => {
  render(
    <Layout pathname="/">
      <p>Page body</p>
    </Layout>,
  )
  return screen.getByRole("contentinfo")
}

const linksOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")])

describe("Footer", () => {
  it("lists the Solutions group with the spec's paths, spelling included", () => {
    const footer = renderFooter()
    expect(linksOf(within(footer).getByRole("navigation", { name: "Solutions" }))).toEqual([
      ["recoverlife for patients", "/recover"],
      ["connectlife for providers", "/connect"],
      ["AI-Powered Healthcare", "/technology-ai-powered-healthcare"],
      ["Predictive Analytics", "/technology-predictive-analysis"],
      ["Personalized Care", "/technology-presonalized-patient-care"],
      ["Machine Learning & NLP", "/technology-machine-learning-nlp"],
    ])
  })

  it("lists the Company and Resources groups", () => {
    const footer = renderFooter()
    const company = linksOf(within(footer).getByRole("navigation", { name: "Company" }))
    expect(company.map(([, href]) => href)).toEqual(["/about", "/contact", "/jobs", "/investors"])
    expect(company).toContainEqual(["Careers", "/jobs"])
    const resources = linksOf(within(footer).getByRole("navigation", { name: "Resources" }))
    expect(resources.map(([, href]) => href)).toEqual(["/blog", "/news-and-media", "/help", "/privacy", "/search"])
    expect(resources).toContainEqual(["Help & Support", "/help"])
    expect(resources).toContainEqual(["Privacy Policy", "/privacy"])
  })

  it("has the bottom bar with terms, privacy and cookie policy, then the trust pages", () => {
    const footer = renderFooter()
    const bottom = linksOf(within(footer).getByRole("navigation", { name: "Legal" }))
    expect(bottom.map(([, href]) => href)).toEqual([
      "/terms-and-conditions",
      "/privacy",
      "/cookies",
      "/responsible-ai",
      "/accessibility",
      "/security",
    ])
    expect(bottom).toContainEqual(["Cookie Policy", "/cookies"])
  })

  it("routes every footer link through Gatsby's Link: each has a page or an alias Gatsby redirects", () => {
    const link = jest.mocked(Link)
    link.mockClear()
    renderFooter()
    const routedTargets = link.mock.calls.map(([props]) => (props as { to: string }).to)
    expect(routedTargets).toEqual(
      expect.arrayContaining([
        "/technology-ai-powered-healthcare",
        "/technology-predictive-analysis",
        "/technology-presonalized-patient-care",
        "/technology-machine-learning-nlp",
        "/blog",
        "/news-and-media",
        "/help",
        "/cookies",
        "/terms-and-conditions",
      ]),
    )
  })

  it("leaves a path with neither page nor alias to the host (no prefetch that would 404)", () => {
    const layout = layoutData()
    const link = jest.mocked(Link)
    link.mockClear()
    render(
      <Footer
        {...layout.site}
        groups={[
          {
            jsonId: "resources",
            title: "Resources",
            links: [{ label: "Old page", url: "/no-such-page", isPage: false }],
          },
        ]}
        socialLinks={[]}
        cookieSettingsLabel={layout.cookiePolicy.settingsLabel}
        words={layout.interface}
      />,
    )
    const footer = screen.getByRole("contentinfo")
    expect(link.mock.calls.map(([props]) => (props as { to: string }).to)).not.toContain("/no-such-page")
    expect(within(footer).getByRole("link", { name: "Old page" })).toHaveAttribute("href", "/no-such-page")
  })

  it("has no cookie settings button when Firebase is not configured (nothing to consent to)", () => {
    const footer = renderFooter()
    expect(within(footer).queryByRole("button", { name: /cookie settings/i })).not.toBeInTheDocument()
  })

  it("links the support e-mail and phone", () => {
    const footer = renderFooter()
    expect(within(footer).getByRole("link", { name: "support@example.com" })).toHaveAttribute(
      "href",
      "mailto:support@example.com",
    )
    const { phone } = loadObject<{ phone: string }>("site.json")
    expect(within(footer).getByRole("link", { name: phone })).toHaveAttribute(
      "href",
      `tel:${phone.replace(/[^\d+]/g, "")}`,
    )
  })

  it("opens X and LinkedIn in a new tab, safely, with accessible names", () => {
    const footer = renderFooter()
    for (const name of [/^X/, /^LinkedIn/]) {
      const link = within(footer).getByRole("link", { name })
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
      expect(link.getAttribute("href")).toMatch(/^https:\/\//)
    }
  })

  it("shows the newsletter block and the copyright line", () => {
    const footer = renderFooter()
    expect(within(footer).getByRole("heading", { name: "Stay Updated with Lifelane" })).toBeInTheDocument()
    expect(
      within(footer).getByText("Get the latest insights on AI-powered healthcare innovations and industry trends."),
    ).toBeInTheDocument()
    const input = within(footer).getByRole("textbox", { name: /email/i })
    expect(input).toHaveAttribute("placeholder", "Enter your email")
    expect(input).toBeRequired()
    expect(within(footer).getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "submit")
    expect(within(footer).getByText(/© 2025 Lifelane Health Private Limited/)).toBeInTheDocument()
  })
})

describe("Layout", () => {
  describe("in each language", () => {
    // a browser's own stylesheet hides a closed dialog (the menu, with its switcher); jsdom's has no such rule
    const closedDialog = document.createElement("style")
    closedDialog.textContent = "dialog:not([open]) { display: none; }"
    beforeEach(() => document.head.append(closedDialog))
    afterEach(() => {
      closedDialog.remove()
      jest.restoreAllMocks()
    })

    it.each(LOCALES)("gives each navigation landmark a name of its own (%s)", (locale) => {
      const layout = layoutData(locale)
      jest
        .spyOn(pageData, "usePageData")
        .mockReturnValue({ locale, layout, alternates: { en: "/", hi: "/hi", kn: "/kn" } })
      render(
        <Layout pathname={localizedPath(locale, "/")}>
          <p>Page body</p>
        </Layout>,
      )
      // the landmarks the page exposes, each with the name Testing Library computes for it
      const nameOf = new Map<Element, string>()
      const names = screen
        .getAllByRole("navigation", { name: (name, nav) => Boolean(nameOf.set(nav, name)) })
        .map((nav) => nameOf.get(nav))
      expect(names).toEqual(
        expect.arrayContaining([layout.interface.languageNavLabel, layout.interface.footerLanguageNavLabel]),
      )
      expect(names.filter((name, i) => !name || names.indexOf(name) !== i)).toEqual([])
    })
  })

  it("puts a skip link first, pointing at the main content", () => {
    renderFooter()
    const links = screen.getAllByRole("link")
    expect(links[0]).toHaveTextContent("Skip to content")
    expect(links[0]).toHaveAttribute("href", "#main-content")
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content")
    expect(screen.getByRole("main")).toHaveTextContent("Page body")
  })
})
