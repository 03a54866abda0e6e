import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { Link } from "gatsby"
import { Layout } from "../../src/components/layout/layout"
import { Footer } from "../../src/components/footer/footer"
import * as pageData from "../../src/hooks/page-data"
import { LOCALES, localizedPath } from "../../src/lib/locales"
import { layoutData, mockStaticQueries } from "../helpers/content"

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

/** The fixture's footer, as every page's frame carries it: its groups, social links, site and words. */
const frame = layoutData()

describe("Footer", () => {
  it("shows each group of the footer's data as a navigation named by its title, its links in order", () => {
    const footer = renderFooter()
    expect(frame.footerLinks.length).toBeGreaterThan(0)
    for (const group of frame.footerLinks)
      expect(linksOf(within(footer).getByRole("navigation", { name: group.title }))).toEqual(
        group.links.map((link) => [link.label, link.url]),
      )
  })

  it("routes every footer link through Gatsby's Link: each has a page or an alias Gatsby redirects", () => {
    const link = jest.mocked(Link)
    link.mockClear()
    renderFooter()
    const routedTargets = link.mock.calls.map(([props]) => (props as { to: string }).to)
    const pageLinks = frame.footerLinks.flatMap((group) => group.links.filter((l) => l.isPage).map((l) => l.url))
    // the fixture's footer links pages, and an alias (/news-and-media) that Gatsby redirects
    expect(pageLinks).toContain("/news-and-media")
    expect(routedTargets).toEqual(expect.arrayContaining(pageLinks))
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
    expect(within(footer).queryByRole("button", { name: frame.cookiePolicy.settingsLabel })).not.toBeInTheDocument()
  })

  it("links the support e-mail and phone", () => {
    const footer = renderFooter()
    const { email, phone } = frame.site
    expect(within(footer).getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`)
    expect(within(footer).getByRole("link", { name: phone })).toHaveAttribute(
      "href",
      `tel:${phone.replace(/[^\d+]/g, "")}`,
    )
  })

  it("opens each social link in a new tab, safely, named as opening one", () => {
    const footer = renderFooter()
    expect(frame.socialLinks.length).toBeGreaterThan(0)
    for (const { name } of frame.socialLinks) {
      const link = within(footer).getByRole("link", {
        name: frame.interface.opensInNewTab.replace("{name}", name),
      })
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
      expect(link.getAttribute("href")).toMatch(/^https:\/\//)
    }
  })

  it("has no empty list when no social profile has a real address yet (the build leaves placeholders out)", () => {
    render(
      <Footer
        {...frame.site}
        groups={frame.footerLinks}
        socialLinks={[]}
        cookieSettingsLabel={frame.cookiePolicy.settingsLabel}
        words={frame.interface}
      />,
    )
    const lists = within(screen.getByRole("contentinfo")).getAllByRole("list")
    expect(lists.length).toBeGreaterThan(0)
    for (const list of lists) expect(within(list).queryAllByRole("listitem")).not.toHaveLength(0)
  })

  it("shows the newsletter form, its required e-mail field, and the copyright line", async () => {
    const footer = renderFooter()
    const { newsletter, rightsReserved } = frame.interface
    // the form's code loads after the page's (after-load.tsx)
    expect(
      await within(footer).findByRole("heading", {
        name: newsletter.title.replace("{product}", frame.site.newsletterProduct),
      }),
    ).toBeInTheDocument()
    const input = within(footer).getByRole("textbox", { name: newsletter.emailLabel })
    expect(input).toHaveAttribute("placeholder", newsletter.placeholder)
    expect(input).toBeRequired()
    expect(within(footer).getByRole("button", { name: newsletter.submitLabel })).toHaveAttribute("type", "submit")
    expect(
      within(footer).getByText(`© ${frame.site.copyrightYear} ${frame.site.legalName}. ${rightsReserved}`),
    ).toBeInTheDocument()
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
    expect(links[0]).toHaveTextContent(frame.interface.skipLink)
    expect(links[0]).toHaveAttribute("href", "#main-content")
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content")
    expect(screen.getByRole("main")).toHaveTextContent("Page body")
  })
})
