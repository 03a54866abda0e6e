import { act, screen, waitFor, within } from "@testing-library/react"
import { loadObject, mockStaticQueries } from "../helpers/content"
import { loadMarkdown } from "../../schema/markdown"
import { BLOG_FEED_PATH } from "../../src/lib/routes"
// the preview fills the controls' words from the site's own data, as the build does
import cookiePolicyHi from "../../data/cookie-policy-page/cookie-policy-page.hi.json"

/** A preview template as cms/preview.tsx registers it: createClass's spec (below), called with an instance's `this`. */
interface PreviewSpec {
  componentDidMount(this: PreviewInstance): void
  componentWillUnmount(this: PreviewInstance): void
}
type PreviewInstance = PreviewSpec & { element: HTMLElement; props: { entry: unknown } }

const templates = new Map<string, PreviewSpec>()

beforeAll(async () => {
  // What decap-cms.js puts on window before the preview script runs.
  Object.assign(window, {
    CMS: {
      registerPreviewTemplate: (name: string, spec: PreviewSpec) => templates.set(name, spec),
      registerPreviewStyle: () => undefined,
      init: () => undefined,
    },
    createClass: (spec: PreviewSpec) => spec,
    h: () => null,
  })
  await import("../../cms/preview")
  // the renderer's packages (ESM) take seconds to load the first time: loaded here, the preview finds them loaded
  await loadMarkdown()
})

/**
 * Mounts a collection's preview of an entry whose English fields are `fields` (and another language's, those of
 * `translations`), as Decap mounts a pane.
 */
function mountPreview(
  collection: string,
  fields: Record<string, unknown>,
  translations: Record<string, Record<string, unknown>> = {},
) {
  const spec = templates.get(collection)
  if (!spec) throw new Error(`cms/preview.tsx registers no preview for ${collection}`)
  const element = document.body.appendChild(document.createElement("div"))
  const entry = {
    getIn: ([key, locale]: string[]) =>
      key === "data"
        ? { toJS: () => fields }
        : key === "i18n" && translations[locale]
          ? { toJS: () => translations[locale] }
          : undefined,
  }
  const instance: PreviewInstance = Object.assign(Object.create(spec) as PreviewSpec, { element, props: { entry } })
  act(() => instance.componentDidMount())
  return { element, unmount: () => act(() => instance.componentWillUnmount()) }
}

/** Every id in the preview given to one element; each page's h1 has one (its hero's name, its skip link's target). */
function expectEachIdOnce(element: HTMLElement) {
  const ids = [...element.querySelectorAll("[id]")].map((node) => node.id)
  for (const title of screen.getAllByRole("heading", { level: 1 })) expect(ids).toContain(title.id)
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
}

/** The attributes that name elements by their ids: a name, a description, a control's target, a label's field. */
const REFERENCES = ["aria-labelledby", "aria-describedby", "aria-controls", "for"]

/**
 * What an id is for, in a preview that shows several pages in one document: each reference (a name, a description,
 * a control's target, a label's field, an in-page link) leads to an element of the same page, as it does on the
 * site, where each is a page of its own.
 */
function expectReferencesWithinTheirPages(element: HTMLElement, pages: Element[]) {
  const pageOf = (node: Element | null) => pages.findIndex((page) => node !== null && page.contains(node))
  const references = [
    ...REFERENCES.flatMap((name) =>
      [...element.querySelectorAll(`[${name}]`)].flatMap((node) =>
        node
          .getAttribute(name)!
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => [node, id] as const),
      ),
    ),
    ...[...element.querySelectorAll('a[href^="#"]')].map(
      (link) => [link, decodeURIComponent(link.getAttribute("href")!.slice(1))] as const,
    ),
  ]
  // every page refers to an id of its own at least once (its hero is named by its h1)
  expect(pages.filter((page) => !references.some(([node]) => page.contains(node)))).toEqual([])
  expect(
    references.filter(([node, id]) => pageOf(document.getElementById(id)) !== pageOf(node)).map(([, id]) => id),
  ).toEqual([])
}

test("the privacy notice's preview (its summary and every part) gives each id to one element, each reference within its own page", async () => {
  const privacy = loadObject<{ title: string; parts: { items: { title: string }[] } }>("legal-pages/privacy.json")
  const { element, unmount } = mountPreview("legal-pages", privacy)
  try {
    // the parts' pages follow once the preview has the Markdown renderer
    await waitFor(() =>
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(privacy.parts.items.length + 1),
    )
    expectEachIdOnce(element)
    // the summary, then one part after another
    const pages = [...screen.getByRole("main").children]
    expect(pages).toHaveLength(privacy.parts.items.length + 1)
    expectReferencesWithinTheirPages(element, pages)
  } finally {
    unmount()
    element.remove()
  }
})

test("the trust centre's preview shows each of its sections, with what is published instead of a certificate", async () => {
  type Trust = {
    hero: { title: string }
    certifications: { title: string }
    subProcessors: { title: string; items: { vendor: string }[] }
    documents: { title: string }
  }
  const trust = loadObject<Trust>("trust-page.json")
  const { element, unmount } = mountPreview("trust-page", trust)
  try {
    expect(screen.getByRole("heading", { level: 1, name: trust.hero.title })).toBeInTheDocument()
    await waitFor(() =>
      expect(
        within(screen.getByRole("region", { name: trust.certifications.title })).getByText(/certification/),
      ).toBeInTheDocument(),
    )
    const processors = within(screen.getByRole("region", { name: trust.subProcessors.title }))
    for (const item of trust.subProcessors.items)
      expect(processors.getByRole("heading", { name: item.vendor })).toBeInTheDocument()
    expect(screen.getByRole("region", { name: trust.documents.title })).toBeInTheDocument()
    expectEachIdOnce(element)
  } finally {
    unmount()
    element.remove()
  }
})

test("the privacy notice's preview shows the rights request form and the analytics choice after their part's text", async () => {
  type Part = { title: string; requestForm?: { title: string; consentTitle: string } }
  const privacy = loadObject<{ parts: { items: Part[] } }>("legal-pages/privacy.json")
  const form = privacy.parts.items.find((part) => part.requestForm)!.requestForm!
  const { element, unmount } = mountPreview("legal-pages", privacy)
  try {
    await waitFor(() => expect(screen.getByRole("form", { name: form.title })).toBeInTheDocument())
    expect(screen.getByRole("region", { name: form.consentTitle })).toBeInTheDocument()
  } finally {
    unmount()
    element.remove()
  }
})

/**
 * A preview that shows each page in an article named by its title (`titles`, the pages' h1s in order): every id
 * once, every reference within its own article.
 */
function expectArticlesWithIdsOfTheirOwn(collection: string, fields: Record<string, unknown>, titles: string[]) {
  const { element, unmount } = mountPreview(collection, fields)
  try {
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(titles)
    expectEachIdOnce(element)
    const pages = titles.map((title) => screen.getByRole("article", { name: title }))
    expect([...screen.getByRole("main").children]).toEqual(pages)
    expectReferencesWithinTheirPages(element, pages)
  } finally {
    unmount()
    element.remove()
  }
}

test("the Blog & News preview (the blog's heading, then the news page's) gives each id to one element, each reference within its own page", () => {
  const blogAndNews = loadObject<Record<"blog" | "news", { title: string }>>("blog-and-news.json")
  expectArticlesWithIdsOfTheirOwn("blog-and-news", blogAndNews, [blogAndNews.blog.title, blogAndNews.news.title])
})

test("the Solutions preview (every technology's page, then every product's) gives each id to one element, each reference within its own page", () => {
  const solutions = loadObject<{ technologies: { title: string }[]; products: { name: string }[] }>("solutions.json")
  expectArticlesWithIdsOfTheirOwn("solutions", solutions, [
    ...solutions.technologies.map(({ title }) => title),
    ...solutions.products.map(({ name }) => name),
  ])
})

test("the Solutions preview shows what an organisation checks before it adopts an app, on that app's page", () => {
  const solutions = loadObject<{
    products: { name: string; assurance?: { title: string; items: { title: string }[] } }[]
  }>("solutions.json")
  const assured = solutions.products.filter((product) => product.assurance)
  expect(assured.length).toBeGreaterThan(0)
  const { element, unmount } = mountPreview("solutions", solutions)
  try {
    for (const { name, assurance } of assured) {
      const page = within(screen.getByRole("article", { name }))
      const section = page.getByRole("region", { name: assurance!.title })
      for (const item of assurance!.items)
        expect(within(section).getByRole("heading", { name: item.title })).toBeInTheDocument()
    }
  } finally {
    unmount()
    element.remove()
  }
})

test("the Solutions preview shows each app's intended use and evidence, and connectlife's technical answers", async () => {
  type App = { name: string; evidence: { title: string; evidenceTitle: string }; technical?: { title: string } }
  const solutions = loadObject<{ products: App[] }>("solutions.json")
  const { element, unmount } = mountPreview("solutions", solutions)
  try {
    for (const { name, evidence, technical } of solutions.products) {
      const page = within(screen.getByRole("article", { name }))
      const section = within(page.getByRole("region", { name: evidence.title }))
      await waitFor(() => expect(section.getByRole("region", { name: evidence.evidenceTitle })).toHaveTextContent(/\S/))
      if (technical) expect(page.getByRole("region", { name: technical.title })).toBeInTheDocument()
    }
    expectEachIdOnce(element)
  } finally {
    unmount()
    element.remove()
  }
})

test("the Blog & News preview shows the blog's feed link, as the blog shows it", () => {
  const blogAndNews = loadObject<Record<"blog" | "news", { title: string; feedLabel?: string }>>("blog-and-news.json")
  const { element, unmount } = mountPreview("blog-and-news", blogAndNews)
  try {
    const blog = within(screen.getByRole("article", { name: blogAndNews.blog.title }))
    expect(blog.getByRole("link", { name: blogAndNews.blog.feedLabel })).toHaveAttribute("href", BLOG_FEED_PATH)
    expect(within(screen.getByRole("article", { name: blogAndNews.news.title })).queryByRole("link")).toBeNull()
  } finally {
    unmount()
    element.remove()
  }
})

test("the FAQ's preview in Hindi fills a control's words and leads its links to the Hindi pages, as the build does", async () => {
  type Home = { faq: { items: { id: number; title: string; body: string }[] } }
  const english = loadObject<Home>("home-page/home-page.json")
  const hindi = loadObject<Home>("home-page/home-page.hi.json")
  const [first, ...rest] = hindi.faq.items
  const body = `{label:decline} चुनें, या [हमें लिखें](/contact)। {label:nothing-of-the-kind} जैसा है वैसा रहता है।`
  const edited = { ...hindi, faq: { ...hindi.faq, items: [{ ...first, body }, ...rest] } }
  mockStaticQueries()
  const { element, unmount } = mountPreview("home-page", english, { hi: edited })
  try {
    act(() => screen.getByRole("button", { name: "हिन्दी" }).click())
    await waitFor(() => expect(element.querySelector('a[href="/hi/contact"]')).not.toBeNull())
    const answer = element.querySelector('a[href="/hi/contact"]')!.closest("p")!
    expect(answer).toHaveTextContent(`${cookiePolicyHi.banner.declineLabel} चुनें, या हमें लिखें।`)
    // a name no control answers to stays as written, for the editor to see and correct
    expect(answer).toHaveTextContent("{label:nothing-of-the-kind}")
  } finally {
    act(() => screen.getByRole("button", { name: "English" }).click())
    unmount()
    element.remove()
  }
})
