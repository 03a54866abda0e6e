import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import HomePage from "../../src/pages/index"
import {
  figureValuesIn,
  mockStaticQueries,
  loadCollection,
  loadObject,
  pageFigures,
  textWithoutMarks,
} from "../helpers/content"
import { homePageData, type RawAppPath } from "../helpers/home-page"
import { HOME_SECTIONS } from "../helpers/home-sections"
import { pageProps } from "../helpers/pages"

const site = loadObject<{
  email: string
  phone: string
  address: { locality: string; region: string; country: string }
}>("site.json")
/** The number a tel: link dials: digits and the leading +. */
const dialled = `tel:${site.phone.replace(/[^\d+]/g, "")}`
const copy = loadObject<NonNullable<Queries.HomePageQuery["homePageJson"]>>("home-page.json")
/** The titles of a collection's records, in the order the page lists them. */
const titlesOf = (name: string) => loadCollection<{ title: string }>(name).map((record) => record.title)
const figureData = pageFigures()
/** A figure's value, by its key in data/figures/. */
const valueOf = (key: string) => figureData.figures.nodes.find((figure) => figure.jsonId === key)!.value
/** A figure as it stands in the data, named by its key. */
type FigurePair = { figure: string; label: string }
/** "value label" for each figure of a list. */
const pairs = (list: readonly FigurePair[]) => list.map((pair) => `${valueOf(pair.figure)} ${pair.label}`)
/** "value label" for each figure of a collection. */
const figuresOf = (name: string) => pairs(loadCollection<FigurePair>(name))

function renderHome(pathname = "/", { noPeople = false } = {}) {
  return render(<HomePage {...pageProps(homePageData({ noPeople }), pathname)} />)
}

const section = (name: string) => screen.getByRole("region", { name })
/** "value label" for each pair of a <dl> of figures (the value without its mark). */
const figures = (list: HTMLElement | null) =>
  within(list as HTMLElement)
    .getAllByRole("term")
    .map((dt) => `${dt.nextElementSibling?.firstChild?.textContent} ${dt.textContent}`)

/** Home rendered, and one of its sections, found by its heading. */
function renderSection(name: string) {
  renderHome()
  return section(name)
}

/** The list item of a section's card, found by the card's title. */
const cardOf = (region: HTMLElement, title: string) =>
  within(region).getByRole("heading", { name: title }).closest("li") as HTMLElement

const cardTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent)

beforeEach(() => mockStaticQueries())

test("shows the sections in the spec's order, each labelled by its h2, under one h1", () => {
  renderHome()
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy.hero.title)
  const ids = Array.from(document.querySelectorAll("main section[aria-labelledby]")).map((s) => s.id)
  expect(ids).toEqual(HOME_SECTIONS)
})

test("hero: badge, stats, floating cards, buttons and the Discover More anchor", () => {
  renderHome()
  const hero = section(copy.hero.title)
  const { badge, primaryCta, secondaryCta, discoverLabel } = copy.hero
  expect(within(hero).getByText(badge)).toBeInTheDocument()
  const stats = loadCollection<{ label: string }>("stats")
  expect(figures(within(hero).getByText(stats[0].label).closest("dl"))).toEqual(figuresOf("stats"))
  for (const card of copy.hero.floatingCards) expect(within(hero).getByText(card.title)).toBeInTheDocument()
  expect(within(hero).getByRole("link", { name: primaryCta.label })).toHaveAttribute("href", primaryCta.path)
  expect(within(hero).getByRole("link", { name: `${secondaryCta.label} ${secondaryCta.context}` })).toHaveAttribute(
    "href",
    secondaryCta.path,
  )
  expect(within(hero).getByRole("link", { name: discoverLabel })).toHaveAttribute("href", "#problems")
  const globe = within(hero).getByRole("img", { name: copy.hero.imageAlt })
  expect(globe).toHaveAttribute("loading", "lazy")
})

test("problems: a card for each with category, impact badge and two stats, and a button to /about", () => {
  const region = renderSection(copy.problems.title)
  const problems = loadCollection<Omit<Queries.HomeProblemFragment, "stats"> & { stats: FigurePair[] }>("problems")
  expect(cardTitles(region)).toEqual(problems.map((problem) => problem.title))
  for (const problem of problems) {
    const card = cardOf(region, problem.title)
    expect(card).toHaveTextContent(problem.category)
    expect(within(card).getByText(`${problem.impact} Impact`)).toHaveClass(`impact--${problem.impact.toLowerCase()}`)
    expect(figures(within(card).getByText(problem.stats[0].label).closest("dl"))).toEqual(pairs(problem.stats))
  }
  expect(within(region).getByRole("link", { name: copy.problems.cta.label })).toHaveAttribute(
    "href",
    copy.problems.cta.path,
  )
})

test("solutions: each product links to its page", () => {
  const region = renderSection(copy.solutions.title)
  const products = loadCollection<{ name: string; slug: string }>("products")
  expect(cardTitles(region)).toEqual(products.map((product) => product.name))
  for (const product of products)
    expect(within(region).getByRole("link", { name: new RegExp(product.name) })).toHaveAttribute(
      "href",
      `/${product.slug}`,
    )
})

test("solutions: each product's card shows a small drawing of its screen, as an illustration", () => {
  const region = renderSection(copy.solutions.title)
  const products = loadCollection<Queries.ProductPageProductFragment>("products")
  for (const { screen: drawn } of products)
    expect(within(region).getByRole("img", { name: drawn.caption })).toHaveTextContent(drawn.items[0].text)
})

test("features: a card for each with its highlight tag", () => {
  const region = renderSection(copy.features.title)
  const features = loadCollection<Queries.HomeFeatureFragment>("features")
  expect(cardTitles(region)).toEqual(features.map((feature) => feature.title))
  for (const feature of features) {
    const card = cardOf(region, feature.title)
    expect(textWithoutMarks(card)).toContain(figureValuesIn(feature.highlight))
  }
})

test("why choose: the benefits, then each clinical advisor with the link that shows their credential, and the stat bubbles", () => {
  const region = renderSection(copy.whyChoose.title)
  const advisors = loadCollection<{ name: string; credential: string; credentialUrl: string }>("advisors")
  expect(cardTitles(region)).toEqual([...titlesOf("benefits"), ...advisors.map((advisor) => advisor.name)])
  for (const advisor of advisors)
    expect(within(region).getByRole("link", { name: advisor.credential })).toHaveAttribute(
      "href",
      advisor.credentialUrl,
    )
  const { bubbles } = loadObject<{ whyChoose: { bubbles: FigurePair[] } }>("home-page.json").whyChoose
  expect(figures(within(region).getByText(bubbles[0].label).closest("dl"))).toEqual(pairs(bubbles))
})

test("story: the milestones in order, as an ordered list, and the vision pillars", () => {
  const region = renderSection(copy.story.title)
  const milestones = within(region).getByRole("heading", { level: 3, name: copy.story.timelineTitle })
    .nextElementSibling as HTMLElement
  expect(milestones.tagName).toBe("OL")
  expect(
    within(milestones)
      .getAllByRole("heading", { level: 4 })
      .map((h) => h.textContent),
  ).toEqual(titlesOf("milestones"))
  const last = loadCollection<{ year: string; description: string }>("milestones").at(-1)!
  expect(milestones.lastElementChild).toHaveTextContent(last.year)
  expect(milestones.lastElementChild).toHaveTextContent(last.description)
  const vision = within(region).getByRole("heading", { level: 3, name: copy.story.visionTitle })
    .parentElement as HTMLElement
  expect(
    within(vision)
      .getAllByRole("heading", { level: 4 })
      .map((h) => h.textContent),
  ).toEqual(titlesOf("vision-pillars"))
})

test("FAQ: a button for each question", () => {
  renderHome()
  expect(
    within(section(copy.faq.title))
      .getAllByRole("button")
      .map((button) => button.textContent),
  ).toEqual(titlesOf("faqs"))
})

test("contact: call and email buttons, three cards and the quick stats", () => {
  const region = renderSection(copy.contact.title)
  const { callLabel, emailLabel, emailCard, phoneCard, officeCard } = copy.contact
  expect(within(region).getByRole("link", { name: callLabel })).toHaveAttribute("href", dialled)
  expect(within(region).getByRole("link", { name: emailLabel })).toHaveAttribute("href", `mailto:${site.email}`)
  expect(cardTitles(region)).toEqual([emailCard.title, phoneCard.title, officeCard.title])
  expect(within(region).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
  expect(within(region).getByRole("link", { name: site.phone })).toHaveAttribute("href", dialled)
  const { locality, region: state, country } = site.address
  expect(region).toHaveTextContent(`${locality}, ${state}, ${country}`)
  expect(textWithoutMarks(region)).toContain(figureValuesIn(phoneCard.text))
  const quickStats = loadCollection<{ label: string }>("quick-stats")
  expect(figures(within(region).getByText(quickStats[0].label).closest("dl"))).toEqual(figuresOf("quick-stats"))
})

test("impact: a card for each item, then each partner and customer's story, with the day they gave permission", () => {
  renderHome()
  const partners = loadCollection<{ name: string }>("partners")
  const stories = loadCollection<{ organisation: string; quote: string }>("customer-stories")
  const region = section(copy.impact.title)
  expect(cardTitles(region)).toEqual([
    ...titlesOf("impact-items"),
    ...partners.map((partner) => partner.name),
    ...stories.map((story) => story.organisation),
  ])
  expect(region).toHaveTextContent(stories[0].quote)
  const { permissionLine } = loadObject<{ proof: { permissionLine: string } }>("about-page.json").proof
  expect(within(region).getAllByText(permissionLine.split("{date}")[0].trim(), { exact: false })).toHaveLength(
    partners.length + stories.length,
  )
})

test("with no advisor, partner or story (data/ today), Home's rows hold their own cards and nothing more", () => {
  renderHome("/", { noPeople: true })
  expect(cardTitles(section(copy.whyChoose.title))).toEqual(titlesOf("benefits"))
  expect(cardTitles(section(copy.impact.title))).toEqual(titlesOf("impact-items"))
})

test("the hero names both apps, each with who it is for and its own way in", () => {
  renderHome()
  const hero = section(copy.hero.title)
  const products = loadCollection<{ slug: string; name: string }>("products")
  for (const app of loadObject<{ hero: { apps: RawAppPath[] } }>("home-page.json").hero.apps) {
    const name = products.find((product) => product.slug === app.product)!.name
    const item = within(hero).getByText(name).closest("li") as HTMLElement
    expect(item).toHaveTextContent(app.audience)
    expect(within(item).getByRole("link", { name: app.link.label })).toHaveAttribute("href", app.link.path)
  }
})

test("a figure an answer names stands as its value with its mark, and no reference shows as written", () => {
  renderHome()
  const faq = loadCollection<{ title: string; body: string }>("faqs").find((item) =>
    item.body.includes("{figure:partners}"),
  )!
  const answer = screen.getByRole("region", { name: faq.title, hidden: true })
  const mark = within(answer).getByRole("link", { name: /^Source \d+$/, hidden: true })
  expect(mark.previousSibling?.textContent?.endsWith(valueOf("partners"))).toBe(true)
  expect(screen.getByRole("main").textContent).not.toContain("{figure:")
})

test("every figure carries a mark to its source; the list gives each figure once, in the order they stand", () => {
  renderHome()
  const marks = within(screen.getByRole("main")).getAllByRole("link", { name: /^Source \d+$/ })
  const numbers = marks.map((mark) => Number(mark.textContent))
  const listed = [...new Set(numbers)]
  expect(listed).toEqual(listed.map((_, index) => index + 1))
  const region = section(figureData.figureWords!.title)
  expect(region.querySelectorAll("ol > li")).toHaveLength(listed.length)
  for (const mark of marks) {
    const item = region.querySelector(mark.getAttribute("href")!) as HTMLElement
    expect(
      within(item)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toContain(`#${mark.id}`)
  }
})
