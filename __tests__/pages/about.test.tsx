import * as React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { AboutCta } from "../../src/sections/about/about-cta"
import AboutPage from "../../src/pages/about"
import {
  loadCollection,
  loadNodes,
  loadObject,
  mockStaticQueries,
  pageFigures,
  SITE_URL,
  withFigureLinks,
  type NodeOf,
} from "../helpers/content"
import { copy, pageProps, type TestData } from "../helpers/pages"
import { renderMarkdown } from "../helpers/markdown"
import { helmetHead } from "../helpers/head"
import { peopleAndProofData } from "../helpers/people"

type Query = Queries.AboutPageQuery
type AboutCopy = NonNullable<Query["aboutPageJson"]>
const about = withFigureLinks(
  copy<Omit<AboutCopy, "story"> & { story: Omit<AboutCopy["story"], "text"> & { text: string } }>("about-page.json"),
)
/** The page's data as its query returns it, the story's Markdown rendered (in a test: the renderer loads first). */
const data = ({ none = false } = {}): TestData<Query> => ({
  ...peopleAndProofData({ none }),
  ...pageFigures(),
  aboutPageJson: { ...about, story: { ...about.story, text: renderMarkdown(about.story.text) } },
  allHighlightsJson: loadNodes<NodeOf<Query, "allHighlightsJson">>("highlights"),
  allCoreValuesJson: loadNodes<NodeOf<Query, "allCoreValuesJson">>("core-values"),
  allCompanyStatsJson: loadNodes<NodeOf<Query, "allCompanyStatsJson">>("company-stats"),
  grievanceOfficerJson: loadObject<Query["grievanceOfficerJson"]>("grievance-officer.json"),
})

/** The titles of a collection the page lists, in its order. */
const titles = (name: string) => loadCollection<{ title: string }>(name).map((record) => record.title)

const renderAbout = () => render(<AboutPage {...pageProps(data(), "/about")} />)

/** A stand-in IntersectionObserver that records how it was made and lets a test report entries. */
class FakeObserver implements IntersectionObserver {
  static instances: FakeObserver[] = []
  observed: Element[] = []
  readonly root = null
  readonly rootMargin = "0px"
  readonly thresholds = [0]
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this)
  }
  observe = (element: Element) => void this.observed.push(element)
  unobserve = jest.fn()
  disconnect = jest.fn()
  takeRecords = () => []
  report(element: Element, isIntersecting: boolean, top = isIntersecting ? 300 : 1500) {
    const rect = { x: 0, y: top, width: 0, height: 0, top, right: 0, bottom: top, left: 0, toJSON: () => ({}) }
    const entry: IntersectionObserverEntry = {
      target: element,
      isIntersecting,
      boundingClientRect: rect,
      intersectionRect: rect,
      intersectionRatio: isIntersecting ? 1 : 0,
      rootBounds: null,
      time: 0,
    }
    act(() => this.callback([entry], this))
  }
}

const realObserver = window.IntersectionObserver
const pageRoot = (container: HTMLElement) => container.querySelector<HTMLElement>("[data-visible]")!

beforeEach(() => {
  mockStaticQueries()
  jest.useFakeTimers()
  FakeObserver.instances = []
  window.IntersectionObserver = FakeObserver
})

afterEach(() => {
  jest.useRealTimers()
  window.IntersectionObserver = realObserver
  jest.restoreAllMocks()
})

describe("About page content", () => {
  it("shows the hero, story highlights, vision and mission, values and stats", () => {
    renderAbout()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(about.hero.title)
    expect(screen.getByText(about.hero.lead)).toBeInTheDocument()
    expect(screen.getByText(about.story.eyebrow)).toBeInTheDocument()
    const { vision, mission } = about.purpose
    for (const title of [...titles("highlights"), vision.title, mission.title]) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeInTheDocument()
    }
    const values = screen.getByRole("region", { name: about.values.title })
    expect(
      within(values)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(titles("core-values"))
    const stats = screen.getByRole("region", { name: about.stats.title })
    const figures = loadCollection<{ label: string; value: string }>("company-stats")
    expect(
      within(stats)
        .getAllByRole("term")
        .map((t) => [t.textContent, t.nextElementSibling?.textContent]),
    ).toEqual(figures.map((figure) => [figure.label, figure.value]))
  })

  it("closes with a link to /contact and one to the company page in a new tab", () => {
    renderAbout()
    expect(screen.getByRole("link", { name: about.cta.contactLabel })).toHaveAttribute("href", "/contact")
    const join = screen.getByRole("link", { name: new RegExp(`^${about.cta.joinLabel}`) })
    expect(join).toHaveAttribute(
      "href",
      loadObject<{ professionalNetworkUrl: string }>("site.json").professionalNetworkUrl,
    )
    expect(join).toHaveAttribute("target", "_blank")
    expect(join).toHaveAttribute("rel", "noopener noreferrer")
  })

  it("sends 'Join Our Team' to the careers page while the company page is not known", () => {
    render(<AboutCta cta={about.cta} joinUrl={null} />)
    const join = screen.getByRole("link", { name: /^Join Our Team/ })
    expect(join).toHaveAttribute("href", "/jobs")
    expect(join).not.toHaveAttribute("target")
  })

  it("shares the page's drawn card, or the editor's own image when the page's data gives one", () => {
    renderAbout()
    expect(helmetHead().meta("og:image")).toBe(`${SITE_URL}/og/en/about.png`)
    const own = {
      shareImage: { publicURL: "/static/abc/team.png", childImageSharp: { original: { width: 1200, height: 630 } } },
      shareImageAlt: "The team at work",
    }
    const withOwn = data()
    render(<AboutPage {...pageProps({ ...withOwn, aboutPageJson: { ...withOwn.aboutPageJson!, ...own } }, "/about")} />)
    const { meta } = helmetHead()
    expect(meta("og:image")).toBe(`${SITE_URL}/static/abc/team.png`)
    expect(meta("og:image:alt")).toBe("The team at work")
  })

  it("only logs clicks and hovers on the value cards", () => {
    const debug = jest.spyOn(console, "debug").mockImplementation(() => {})
    renderAbout()
    const [value] = titles("core-values")
    const card = screen.getByRole("heading", { name: value }).closest("article")!
    fireEvent.click(card)
    fireEvent.mouseEnter(card)
    expect(debug.mock.calls).toEqual([[`Core value clicked: ${value}`], [`Core value hovered: ${value}`]])
  })
})

describe("About's people and proof", () => {
  const { people, proof } = loadObject<{
    people: { title: string; teamTitle: string; advisorsTitle: string }
    proof: { title: string; partnersTitle: string; storiesTitle: string }
  }>("about-page.json")
  const peopleOf = (name: string) => loadCollection<{ name: string; credential: string; credentialUrl: string }>(name)

  it("shows the team and the clinical advisors, each with their photo, role and the link to their credential", () => {
    renderAbout()
    const section = screen.getByRole("region", { name: people.title })
    for (const [title, name] of [
      [people.teamTitle, "team-members"],
      [people.advisorsTitle, "advisors"],
    ]) {
      const list = within(section).getByRole("list", { name: title })
      const records = peopleOf(name)
      expect(within(list).getAllByRole("listitem")).toHaveLength(records.length)
      for (const person of records) {
        const card = within(list).getByRole("heading", { name: person.name }).closest("li")!
        expect(within(card).getByRole("link", { name: person.credential })).toHaveAttribute(
          "href",
          person.credentialUrl,
        )
        expect(card.querySelector("picture img")).toHaveAttribute("alt", "")
      }
    }
  })

  it("shows the partners and customers' stories, each with its logo and the day it gave permission", () => {
    renderAbout()
    const section = screen.getByRole("region", { name: proof.title })
    const partners = within(section).getByRole("list", { name: proof.partnersTitle })
    const stories = within(section).getByRole("list", { name: proof.storiesTitle })
    const story = loadCollection<{ organisation: string; quote: string; permissionGiven: string }>(
      "customer-stories",
    )[0]
    const card = within(stories).getByRole("heading", { name: story.organisation }).closest("li")!
    expect(card).toHaveTextContent(story.quote)
    expect(card).toHaveTextContent(/2026/)
    expect(within(partners).getAllByRole("listitem")).toHaveLength(loadCollection("partners").length)
  })

  it("leaves both sections out, headings and all, while there is no record (data/ today)", () => {
    render(<AboutPage {...pageProps(data({ none: true }), "/about")} />)
    for (const title of [people.title, proof.title, people.teamTitle, proof.storiesTitle])
      expect(screen.queryByRole("heading", { name: title })).not.toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: about.values.title })).toBeInTheDocument()
  })
})

describe("About page scroll-in", () => {
  it("flags the page visible after 100 ms", () => {
    const { container } = renderAbout()
    expect(pageRoot(container)).toHaveAttribute("data-visible", "false")
    act(() => jest.advanceTimersByTime(99))
    expect(pageRoot(container)).toHaveAttribute("data-visible", "false")
    act(() => jest.advanceTimersByTime(1))
    expect(pageRoot(container)).toHaveAttribute("data-visible", "true")
  })

  it("attaches the observer after 500 ms with a 0.1 threshold and a 50px bottom margin", () => {
    const { container } = renderAbout()
    act(() => jest.advanceTimersByTime(499))
    expect(FakeObserver.instances).toHaveLength(0)
    act(() => jest.advanceTimersByTime(1))
    expect(FakeObserver.instances).toHaveLength(1)
    const [observer] = FakeObserver.instances
    expect(observer.options).toEqual({ threshold: 0.1, rootMargin: "0px 0px 50px 0px" })
    const targets = Array.from(container.querySelectorAll("[data-reveal]"))
    expect(targets.length).toBeGreaterThan(6)
    expect(observer.observed).toEqual(targets)
  })

  it("hides only sections reported off-screen, and shows them once they scroll in", () => {
    const { container } = renderAbout()
    act(() => jest.advanceTimersByTime(500))
    const [observer] = FakeObserver.instances
    const [inView, below] = observer.observed as HTMLElement[]
    observer.report(inView, true)
    observer.report(below, false)
    expect(inView).toHaveAttribute("data-reveal", "shown")
    expect(below).toHaveAttribute("data-reveal", "waiting")
    observer.report(below, true)
    expect(below).toHaveAttribute("data-reveal", "shown")
    expect(observer.unobserve).toHaveBeenCalledWith(below)
    expect(container.querySelectorAll('[data-reveal="waiting"]')).toHaveLength(0)
  })

  it("shows at once the sections already scrolled past", () => {
    renderAbout()
    act(() => jest.advanceTimersByTime(500))
    const [observer] = FakeObserver.instances
    const above = observer.observed[0]
    observer.report(above, false, -800)
    expect(above).toHaveAttribute("data-reveal", "shown")
  })

  it("never hides anything where IntersectionObserver is missing", () => {
    // @ts-expect-error: an old browser
    delete window.IntersectionObserver
    const { container } = renderAbout()
    act(() => jest.advanceTimersByTime(2000))
    expect(pageRoot(container)).toHaveAttribute("data-visible", "true")
    const targets = Array.from(container.querySelectorAll("[data-reveal]"))
    expect(targets.length).toBeGreaterThan(0)
    expect(targets.every((el) => el.getAttribute("data-reveal") === "")).toBe(true)
  })

  it("never observes under prefers-reduced-motion", () => {
    window.matchMedia = (media: string) =>
      Object.assign(new EventTarget(), { media, matches: true, onchange: null, addListener() {}, removeListener() {} })
    try {
      renderAbout()
      act(() => jest.advanceTimersByTime(2000))
      expect(FakeObserver.instances).toHaveLength(0)
    } finally {
      // @ts-expect-error: jsdom has none
      delete window.matchMedia
    }
  })
})

test("the progress card's figures carry a mark to their basis in the page's list of sources", () => {
  renderAbout()
  const card = screen.getByRole("complementary", { name: about.story.progress.title })
  const mark = within(card).getByRole("link", { name: "Source 1" })
  expect(mark).toHaveAttribute("href", "#source-1")
  const figure = pageFigures().figures.nodes.find(({ jsonId }) => jsonId === about.story.progress.figure.jsonId)!
  expect(document.getElementById("source-1")).toHaveTextContent(figure.measures)
})
