import * as React from "react"
import { fireEvent, render, screen, within } from "@testing-library/react"
import TechnologyTemplate from "../../src/templates/technology"
import BlogPage from "../../src/pages/blog"
import BlogPostTemplate from "../../src/templates/blog-post"
import HelpPage from "../../src/pages/help"
import CookiePolicyPage from "../../src/pages/cookies"
import {
  loadCollection,
  loadNodes,
  loadObject,
  mockStaticQueries,
  pageFigures,
  figureValuesIn,
  textWithoutMarks,
  withDateText,
  type NodeOf,
} from "../helpers/content"
import { renderMarkdown, withMarkdown } from "../helpers/markdown"
import { copy, pageProps, type TestData } from "../helpers/pages"
import { helmetHead } from "../helpers/head"
import { fillTemplate } from "../../src/lib/text"
import { CONSENT_KEY } from "../../src/firebase/consent"

beforeEach(() => mockStaticQueries())

const main = () => within(screen.getByRole("main"))

/** Structured data Helmet received, by @type. */
const jsonLdTypes = () => helmetHead().jsonLd.map((item) => item["@type"])

describe("technology pages", () => {
  type Query = Queries.TechnologyPageQuery
  type Queried = NonNullable<Query["technologiesJson"]>
  /** A record as it is in the file: each use names its product by slug. */
  type Tech = Omit<Queried, "uses"> &
    NodeOf<Query, "allTechnologiesJson"> & {
      uses: Array<Omit<Queried["uses"][number], "product"> & { product: string }>
    }
  const technologies = loadCollection<Tech>("technologies")
  const products = loadCollection<Queried["uses"][number]["product"] & { name: string }>("products")
  /** The record as the page query returns it: each use's product linked by slug. */
  const asQueried = (tech: Tech): Queried => ({
    ...tech,
    uses: tech.uses.map((use) => ({ ...use, product: products.find((p) => p.slug === use.product)! })),
  })
  const renderTech = (slug: string) => {
    const tech = technologies.find((t) => t.slug === slug)!
    const data: TestData<Query> = {
      technologiesJson: asQueried(withDateText(tech, "reviewedOn", "MMMM d, y")),
      allTechnologiesJson: { nodes: technologies },
      technologyPageJson: copy<Query["technologyPageJson"]>("technology-page.json"),
      interfaceJson: copy<Query["interfaceJson"]>("interface.json"),
    }
    render(<TechnologyTemplate {...pageProps(data, `/${slug}`)} />)
    return tech
  }

  test("there are four, at the footer's paths, spelling included", () => {
    expect(technologies.map((t) => t.slug)).toEqual([
      "technology-ai-powered-healthcare",
      "technology-predictive-analysis",
      "technology-presonalized-patient-care",
      "technology-machine-learning-nlp",
    ])
  })

  test.each(technologies.map((t) => t.slug))("%s says what it does in both apps and links to them", (slug) => {
    const tech = renderTech(slug)
    expect(screen.getByRole("heading", { level: 1, name: tech.title })).toBeInTheDocument()
    const labels = copy<NonNullable<Query["technologyPageJson"]>>("technology-page.json")
    for (const product of products) {
      expect(main().getByRole("heading", { level: 3, name: new RegExp(product.name) })).toBeInTheDocument()
      expect(
        main().getByRole("link", { name: fillTemplate(labels.productLinkLabel, { name: product.name }) }),
      ).toHaveAttribute("href", `/${product.slug}`)
    }
    expect(main().getByRole("link", { name: labels.ctaLabel })).toHaveAttribute("href", "/contact")
    const others = main().getByRole("heading", { name: labels.moreTitle }).closest("section")!
    expect(within(others).getAllByRole("link")).toHaveLength(technologies.length - 1)
    expect(within(others).queryByRole("link", { name: tech.title })).not.toBeInTheDocument()
  })

  test("a technology page's h1 and sections keep the site's ids, each section named by its heading", () => {
    const tech = renderTech("technology-ai-powered-healthcare")
    // the preview of every technology in one document (cms/preview.tsx) gives these ids a prefix; a page never does
    expect(main().getByRole("heading", { level: 1, name: tech.title })).toHaveAttribute("id", "page-title")
    const ids = ["page-title", "uses-title", "principles-title", "more-title", "technology-cta"]
    expect([...screen.getByRole("main").querySelectorAll("[id]")].map((node) => node.id)).toEqual(ids)
    for (const id of ids)
      expect(document.querySelector(`[aria-labelledby="${id}"]`)).toContainElement(document.getElementById(id))
  })

  test("a technology page says who reviewed its health claims and when, and is a MedicalWebPage", () => {
    const tech = renderTech("technology-predictive-analysis")
    const line = screen.getByText(`Reviewed by ${tech.reviewer}, ${tech.reviewerRole}, on`, { exact: false })
    expect(line.querySelector("time")).toHaveAttribute("datetime", tech.reviewedOn)
    expect(helmetHead().jsonLd).toContainEqual(
      expect.objectContaining({ "@type": "MedicalWebPage", lastReviewed: tech.reviewedOn }),
    )
  })
})

describe("blog", () => {
  type Post = NonNullable<Queries.BlogPostPageQuery["blogPostsJson"]>
  /** The posts as written in data/ (bodies in Markdown), and as the post's query returns them. */
  const sources = loadCollection<Omit<Post, "body"> & { body: string }>("blog-posts")
  let posts: Post[] = []
  let newestFirst: Post[] = []
  beforeAll(() => {
    posts = withMarkdown(sources, "body").map((post) => ({
      ...withDateText(withDateText(post, "date", "MMMM d, y"), "reviewedOn", "MMMM d, y"),
      image: null,
    }))
    newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date))
  })

  const renderPost = (post: Post) => {
    const data: TestData<Queries.BlogPostPageQuery> = {
      blogPostsJson: post,
      blogPageJson: copy<Queries.BlogPostPageQuery["blogPageJson"]>("blog-page.json"),
      interfaceJson: copy<Queries.BlogPostPageQuery["interfaceJson"]>("interface.json"),
      figureWords: pageFigures().figureWords,
    }
    render(<BlogPostTemplate {...pageProps(data, `/blog/${post.slug}`)} />)
  }

  test("the index lists every post, newest first, each linking to its page, and offers the feed", () => {
    const data: TestData<Queries.BlogPageQuery> = {
      blogPageJson: copy<Queries.BlogPageQuery["blogPageJson"]>("blog-page.json"),
      allBlogPostsJson: { nodes: newestFirst, pageInfo: { currentPage: 1, pageCount: 1 } },
    }
    render(<BlogPage {...pageProps(data, "/blog")} />)
    const articles = main().getAllByRole("article")
    expect(articles).toHaveLength(newestFirst.length)
    articles.forEach((article, i) => {
      const link = within(article).getByRole("link", { name: newestFirst[i].title })
      expect(link).toHaveAttribute("href", `/blog/${newestFirst[i].slug}`)
      expect(within(article).getByText(newestFirst[i].summary)).toBeInTheDocument()
      expect(article.querySelector("time")).toHaveAttribute("datetime", newestFirst[i].date)
    })
    const { feedLabel } = copy<{ feedLabel: string }>("blog-page.json")
    expect(main().getByRole("link", { name: feedLabel })).toHaveAttribute("href", "/blog/rss.xml")
  })

  test("a post shows its title, date, author and every paragraph, and carries BlogPosting", () => {
    const post = posts[1]
    renderPost(post)
    expect(screen.getByRole("heading", { level: 1, name: post.title })).toBeInTheDocument()
    const labels = copy<NonNullable<Queries.BlogPostPageQuery["blogPageJson"]>>("blog-page.json")
    expect(main().getByText(`${labels.byLabel} ${post.author}`)).toBeInTheDocument()
    expect(main().getAllByText(post.dateText!)[0]).toHaveAttribute("datetime", post.date)
    // the Markdown's paragraphs (not its headings or list items), as text: a link shows its words
    const paragraphs = sources[1].body
      .split("\n\n")
      .filter((block) => !/^(#|- |\d+\. )/.test(block))
      .map((block) => figureValuesIn(block.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")))
    expect(
      [...main().getByRole("article").querySelectorAll("p")].slice(-paragraphs.length).map(textWithoutMarks),
    ).toEqual(paragraphs)
    expect(main().getByRole("link", { name: `← ${labels.backLabel}` })).toHaveAttribute("href", "/blog")
    expect(jsonLdTypes()).toContain("BlogPosting")
  })

  // the Markdown's own marks, read from the file: what the page must show of it, by role
  const sectionsOf = (body: string) => [...body.matchAll(/^## (.+)$/gm)].map((match) => match[1])
  const listItemsOf = (body: string) => [...body.matchAll(/^(?:- |\d+\. )/gm)].length
  const sourcesOf = (body: string) =>
    [...body.matchAll(/\[([^\]]+)\]\((https:\/\/[^)]+)\)/g)].map(([, name, href]) => ({ name, href }))

  test.each(sources.map((source) => [source.slug, source.body] as const))(
    "%s reads as a reviewed article: sections under the title, a list, and its sources linked",
    (slug, body) => {
      renderPost(posts.find((post) => post.slug === slug)!)
      const article = within(main().getByRole("article"))
      // every section is an h2 under the page's one h1, none skipping a level
      const headings = article.getAllByRole("heading")
      expect(headings.map((heading) => Number(heading.tagName.slice(1)))).toEqual([1, ...sectionsOf(body).map(() => 2)])
      expect(article.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
        sectionsOf(body),
      )
      expect(sectionsOf(body).length).toBeGreaterThanOrEqual(2)
      expect(article.getAllByRole("list").length).toBeGreaterThanOrEqual(1)
      expect(article.getAllByRole("listitem")).toHaveLength(listItemsOf(body))
      // each source a link to another site, by its words, that gets no handle on this page and no tracking
      expect(sourcesOf(body).length).toBeGreaterThanOrEqual(1)
      for (const source of sourcesOf(body)) {
        const link = article.getByRole("link", { name: source.name })
        expect(link).toHaveAttribute("href", source.href)
        expect(link.getAttribute("rel")?.split(" ")).toContain("noopener")
        expect(link).not.toHaveAttribute("target")
        expect(new URL(source.href).search).toBe("")
      }
    },
  )

  test("a post says who reviewed it, in what role, and when; its structured data says so too", () => {
    const post = posts[1]
    renderPost(post)
    const line = main().getByText(`Reviewed by ${post.reviewer}, ${post.reviewerRole}, on`, { exact: false })
    expect(line.querySelector("time")).toHaveAttribute("datetime", post.reviewedOn)
    const article = helmetHead().jsonLd.find((item) => item["@type"] === "BlogPosting")
    expect(article?.mainEntityOfPage).toMatchObject({
      "@type": "MedicalWebPage",
      lastReviewed: post.reviewedOn,
      reviewedBy: { "@type": "Person", name: post.reviewer, jobTitle: post.reviewerRole },
    })
  })
})

describe("Help & Support", () => {
  type Query = Queries.HelpPageQuery
  let faqs: NodeOf<Query, "allFaqsJson">[] = []
  beforeAll(() => {
    faqs = withMarkdown(loadCollection<{ jsonId: number; title: string; body: string }>("faqs"), "body")
  })
  const renderHelp = () => {
    const data: TestData<Query> = {
      helpPageJson: copy<Query["helpPageJson"]>("help-page.json"),
      allFaqsJson: { nodes: faqs },
      contactPageJson: copy<Query["contactPageJson"]>("contact-page.json"),
      allOfficeLocationsJson: loadNodes<NodeOf<Query, "allOfficeLocationsJson">>("office-locations"),
      emergencyNoticeJson: copy<Query["emergencyNoticeJson"]>("emergency-notice.json"),
      grievanceOfficerJson: copy<Query["grievanceOfficerJson"]>("grievance-officer.json"),
      figureWords: pageFigures().figureWords,
    }
    render(<HelpPage {...pageProps(data, "/help")} />)
  }

  test("shows Home's FAQ records in the same accordion", () => {
    renderHelp()
    const questions = main().getAllByRole("button", { expanded: false })
    expect(questions.map((q) => q.textContent)).toEqual(faqs.map((faq) => faq.title))
    fireEvent.click(questions[1])
    expect(main().getByRole("button", { name: faqs[1].title })).toHaveAttribute("aria-expanded", "true")
  })

  test("shows the support channels with their hours, and the way to the contact form", () => {
    renderHelp()
    const site = loadObject<{ email: string; phone: string }>("site.json")
    expect(main().getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    const { cards } = copy<NonNullable<Query["contactPageJson"]>>("contact-page.json")
    const support = main().getByRole("heading", { name: cards.title }).closest("section")!
    expect(within(support).getByRole("link", { name: site.phone })).toBeInTheDocument()
    for (const card of [cards.email, cards.phone])
      expect(within(support).getByRole("heading", { name: card.title }).closest("li")).toHaveTextContent(
        card.hours.join(""),
      )
    const { cta } = copy<NonNullable<Query["helpPageJson"]>>("help-page.json")
    expect(main().getByRole("link", { name: cta.label })).toHaveAttribute("href", "/contact")
  })

  test("says the site is not for emergencies and names the Grievance Officer", () => {
    renderHelp()
    const notice = main().getByRole("region", { name: copy<{ title: string }>("emergency-notice.json").title })
    expect(within(notice).getByRole("link", { name: "Call 112" })).toHaveAttribute("href", "tel:112")
    const { name, title } = loadObject<{ name: string; title: string }>("grievance-officer.json")
    const officer = main().getByRole("region", { name: title })
    expect(within(officer).getByText(name)).toBeInTheDocument()
  })
})

describe("Cookie Policy", () => {
  test("names what is stored, where, by whom, why and for how long", () => {
    type CookieCopy = NonNullable<Queries.CookiePolicyPageQuery["cookiePolicyPageJson"]>
    const raw = copy<Omit<CookieCopy, "choiceText"> & { choiceText: string }>("cookie-policy-page.json")
    const data: TestData<Queries.CookiePolicyPageQuery> = {
      cookiePolicyPageJson: withDateText(
        { ...raw, choiceText: renderMarkdown(raw.choiceText) },
        "updated",
        "MMMM d, y",
      ),
    }
    render(<CookiePolicyPage {...pageProps(data, "/cookies")} />)
    expect(screen.getByRole("heading", { level: 1, name: raw.hero.title })).toBeInTheDocument()
    const tables = main().getAllByRole("table")
    expect(tables).toHaveLength(raw.groups.length)
    tables.forEach((table, i) => {
      expect(
        within(table)
          .getAllByRole("rowheader")
          .map((cell) => cell.textContent),
      ).toEqual(raw.groups[i].items.map((item) => item.name))
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((cell) => cell.textContent),
      ).toEqual(raw.tableHeaders)
    })
    // the key the consent banner stores is among what the policy names
    expect(raw.groups.flatMap((group) => group.items.map((item) => item.name))).toContain(CONSENT_KEY)
    expect(main().getByRole("heading", { name: raw.choiceTitle })).toBeInTheDocument()
  })
})
