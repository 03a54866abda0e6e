/** @jest-environment node */
import { layoutDataResolvers } from "../../schema/layout-data"

/** A node model that knows these pages, as Gatsby's answers `findOne({ type: "SitePage" })`. */
const withPages = (...paths: string[]) => ({
  nodeModel: {
    findOne: async ({ query }: { query: { filter: { path?: { eq: string } } } }) =>
      paths.includes(query.filter.path?.eq ?? "") ? { path: query.filter.path?.eq } : null,
    findAll: async () => ({ entries: [] }),
  },
})

const isPage = (url: string, context = withPages("/about", "/home", "/hi/about")) =>
  layoutDataResolvers.LinkItem.isPage.resolve({ url }, {}, context)

describe("a link's isPage, decided at build time", () => {
  it("is true for a path with a page, with or without a trailing slash, and for / (Home)", async () => {
    expect(await isPage("/about")).toBe(true)
    expect(await isPage("/about/")).toBe(true)
    expect(await isPage("/")).toBe(true)
  })

  it("is true for an alias Gatsby redirects in the browser", async () => {
    expect(await isPage("/news-and-media")).toBe(true)
  })

  it("is false for a path without a page, and for a link outside the site", async () => {
    expect(await isPage("/no-such-page")).toBe(false)
    expect(await isPage("https://example.org/about")).toBe(false)
    expect(await isPage("mailto:help@example.com")).toBe(false)
  })
})

describe("social profiles", () => {
  it("leave out a profile whose address is still a placeholder", async () => {
    const context = {
      nodeModel: {
        findOne: async () => null,
        findAll: async () => ({
          entries: [
            { name: "X", url: "https://x.com/example", icon: "x" },
            { name: "LinkedIn", url: "https://www.linkedin.com/company/lifelane-health", icon: "linkedin" },
          ],
        }),
      },
    }
    const links = await layoutDataResolvers.LayoutData.socialLinks.resolve({ locale: "en" }, {}, context)
    expect(links.map((link) => (link as { name: string }).name)).toEqual(["LinkedIn"])
  })
})
