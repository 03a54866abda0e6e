import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import HomePage from "../../src/pages/index"
import { mockStaticQueries, loadCollection, loadObject } from "../helpers/content"
import { homePageData } from "../helpers/home-page"
import { pageProps } from "../helpers/pages"

const site = loadObject<{ email: string; phone: string }>("site.json")
/** The number a tel: link dials: digits and the leading +. */
const dialled = `tel:${site.phone.replace(/[^\d+]/g, "")}`
const copy = loadObject<NonNullable<Queries.HomePageQuery["homePageJson"]>>("home-page.json")

function renderHome(pathname = "/") {
  return render(<HomePage {...pageProps(homePageData(), pathname)} />)
}

const section = (name: string) => screen.getByRole("region", { name })
/** "value label" for each pair of a <dl> of figures. */
const figures = (list: HTMLElement | null) =>
  within(list as HTMLElement)
    .getAllByRole("term")
    .map((dt) => `${dt.nextElementSibling?.textContent} ${dt.textContent}`)

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
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Smarter Healthcare, Healthier Lives")
  const ids = Array.from(document.querySelectorAll("main section[aria-labelledby]")).map((s) => s.id)
  expect(ids).toEqual(["hero", "problems", "solutions", "features", "why-choose", "story", "faq", "contact", "impact"])
})

test("hero: badge, stats, floating cards, buttons and the Discover More anchor", () => {
  renderHome()
  const hero = section(copy.hero.title)
  expect(within(hero).getByText("AI-Powered Healthcare")).toBeInTheDocument()
  expect(figures(within(hero).getByText("Lives Impacted").closest("dl"))).toEqual([
    "10M+ Lives Impacted",
    "95% Accuracy Rate",
    "24/7 AI Monitoring",
  ])
  for (const card of ["Real-time Monitoring", "Predictive Analysis", "Personalized Care"]) {
    expect(within(hero).getByText(card)).toBeInTheDocument()
  }
  expect(within(hero).getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/contact")
  expect(within(hero).getByRole("link", { name: "Learn More about Lifelane Health" })).toHaveAttribute("href", "/about")
  expect(within(hero).getByRole("link", { name: "Discover More" })).toHaveAttribute("href", "#problems")
  const globe = within(hero).getByRole("img", { name: copy.hero.imageAlt })
  expect(globe).toHaveAttribute("loading", "lazy")
})

test("problems: four cards with category, impact badge and two stats, and a button to /about", () => {
  const region = renderSection(copy.problems.title)
  const problems = loadCollection<Queries.HomeProblemFragment>("problems")
  expect(cardTitles(region)).toEqual([
    "Delayed Diagnosis",
    "Resource Inefficiency",
    "Limited Personalization",
    "Data Fragmentation",
  ])
  for (const problem of problems) {
    const card = cardOf(region, problem.title)
    expect(card).toHaveTextContent(problem.category)
    expect(within(card).getByText(`${problem.impact} Impact`)).toHaveClass(`impact--${problem.impact.toLowerCase()}`)
    expect(figures(within(card).getByText(problem.stats[0].label).closest("dl"))).toEqual(
      problem.stats.map((s) => `${s.value} ${s.label}`),
    )
  }
  expect(within(region).getByRole("link", { name: copy.problems.cta.label })).toHaveAttribute("href", "/about")
})

test("solutions: the two products link to their pages", () => {
  const region = renderSection(copy.solutions.title)
  expect(cardTitles(region)).toEqual(["recoverlife", "connectlife"])
  expect(within(region).getByRole("link", { name: /recoverlife/ })).toHaveAttribute("href", "/recover")
  expect(within(region).getByRole("link", { name: /connectlife/ })).toHaveAttribute("href", "/connect")
})

test("features: five cards with their highlight tags", () => {
  const region = renderSection(copy.features.title)
  const features = loadCollection<Queries.HomeFeatureFragment>("features")
  expect(cardTitles(region)).toEqual([
    "Intelligent Learning",
    "AI-Powered Health Hub",
    "Predictive Insights",
    "Smart Health Assistants",
    "Next-Gen Intelligence",
  ])
  for (const feature of features) {
    const card = cardOf(region, feature.title)
    expect(within(card).getByText(feature.highlight)).toBeInTheDocument()
  }
})

test("why choose: four benefits and three stat bubbles", () => {
  const region = renderSection(copy.whyChoose.title)
  expect(cardTitles(region)).toEqual([
    "Science-Backed Innovation",
    "Real-Time Health Monitoring",
    "Instant Health Insights",
    "AI-Powered Precision",
  ])
  expect(figures(within(region).getByText("Uptime").closest("dl"))).toEqual([
    "99.9% Uptime",
    "24/7 Support",
    "95% Accuracy",
  ])
})

test("story: three milestones in order and three vision pillars", () => {
  const region = renderSection(copy.story.title)
  const milestones = within(region).getByRole("heading", { level: 3, name: copy.story.timelineTitle })
    .nextElementSibling as HTMLElement
  expect(milestones.tagName).toBe("OL")
  expect(
    within(milestones)
      .getAllByRole("heading", { level: 4 })
      .map((h) => h.textContent),
  ).toEqual(["Company Founded", "AI Research Initiative", "AGI Research Sponsorship"])
  expect(milestones).toHaveTextContent(/2025.*Sponsored an AI and AGI research company to collaborate on research/)
  const vision = within(region).getByRole("heading", { level: 3, name: copy.story.visionTitle })
    .parentElement as HTMLElement
  expect(
    within(vision)
      .getAllByRole("heading", { level: 4 })
      .map((h) => h.textContent),
  ).toEqual(["Accessibility", "Innovation", "Personalization"])
})

test("FAQ: seven questions", () => {
  renderHome()
  expect(within(section(copy.faq.title)).getAllByRole("button")).toHaveLength(7)
})

test("contact: call and email buttons, three cards and four quick stats", () => {
  const region = renderSection(copy.contact.title)
  expect(within(region).getByRole("link", { name: "Call Support" })).toHaveAttribute("href", dialled)
  expect(within(region).getByRole("link", { name: "Send Email" })).toHaveAttribute("href", `mailto:${site.email}`)
  expect(cardTitles(region)).toEqual(["Email Address", "Phone Support", "Office Location"])
  expect(within(region).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
  expect(within(region).getByRole("link", { name: site.phone })).toHaveAttribute("href", dialled)
  expect(region).toHaveTextContent("Bangalore, Karnataka, India")
  expect(region).toHaveTextContent("Available 24/7 for urgent matters")
  expect(figures(within(region).getByText("Response Time").closest("dl"))).toEqual([
    "< 2h Response Time",
    "24/7 Support",
    "98% Satisfaction Rate",
    "50+ Languages Supported",
  ])
})

test("impact: four items", () => {
  renderHome()
  expect(cardTitles(section(copy.impact.title))).toHaveLength(4)
})
