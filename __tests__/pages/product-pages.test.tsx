import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import ProductTemplate from "../../src/templates/product"
import { ProductHero } from "../../src/components/product-page/product-page"
import { loadCollection, loadObject, mockStaticQueries, SITE_URL } from "../helpers/content"
import { helmetHead } from "../helpers/head"
import { copy, pageProps } from "../helpers/pages"
import { subjectFragment } from "../../src/lib/contact-subject"
import { fillTemplate } from "../../src/lib/text"
import { peopleAndProofData } from "../helpers/people"
import { qrCode } from "../../schema/download-qr"
import { renderMarkdown } from "../helpers/markdown"

type Product = NonNullable<Queries.ProductTemplateQuery["productsJson"]>
const notifyCopy = loadObject<{ appNotify: Queries.AppNotifyCopyFragment }>("interface.json").appNotify
const dataFor = (slug: string, { none = false } = {}) => ({
  productsJson: loadCollection<Product>("products").find((p) => p.slug === slug)!,
  productPageJson: copy<Queries.ProductPageCopyFragment>("product-page.json"),
  interfaceJson: { appNotify: notifyCopy },
  ...peopleAndProofData({ none }),
})
// the fixture's recoverlife is in both stores; its connectlife in neither yet
const recover = dataFor("recover").productsJson

beforeEach(() => mockStaticQueries())

const words = loadObject<{ opensInNewTab: string }>("interface.json")
const newTab = (name: string) => fillTemplate(words.opensInNewTab, { name })

describe.each(
  loadCollection<Product>("products").map(
    (product) => [product.slug, product.name, product.tagline, product.features[0].title] as const,
  ),
)("/%s", (slug, name, tagline, topic) => {
  const renderPage = () => render(<ProductTemplate {...pageProps(dataFor(slug), `/${slug}`)} />)

  it("shows the product name, tagline and its own text", () => {
    renderPage()
    const heading = screen.getByRole("heading", { level: 1, name })
    expect(heading.nextElementSibling).toHaveTextContent(tagline)
    expect(screen.getAllByText(topic).length).toBeGreaterThan(0)
    for (const feature of dataFor(slug).productsJson.features) {
      expect(screen.getByRole("heading", { level: 3, name: feature.title })).toBeInTheDocument()
    }
  })

  it("keeps the site's ids on its h1 and its features' heading, each section named by its heading", () => {
    renderPage()
    // the preview of every product in one document (cms/preview.tsx) gives these ids a prefix; a page never does
    expect(screen.getByRole("heading", { level: 1, name })).toHaveAttribute("id", "page-title")
    for (const id of ["page-title", "features-title"])
      expect(document.querySelector(`[aria-labelledby="${id}"]`)).toContainElement(document.getElementById(id))
  })

  it("draws one of the app's screens near the top, an illustration named by its caption and read once", () => {
    renderPage()
    const { productsJson: product, productPageJson: pageCopy } = dataFor(slug)
    const drawn = product.screen
    const drawing = screen.getByRole("img", { name: drawn.caption })
    expect(drawing).toHaveTextContent(drawn.sample)
    expect(drawing).toHaveTextContent(drawn.items[0].text)
    const figure = drawing.closest("figure")!
    expect(within(figure).getByText(drawn.caption)).toBeVisible()
    // its sample lines and its caption, which its name says, are not read out after it
    expect(within(figure).queryByText(drawn.items[0].text)?.closest("[aria-hidden='true']")).toBeInstanceOf(Element)
    expect(within(figure).getByText(drawn.caption).closest("[aria-hidden='true']")).toBeInstanceOf(Element)
    const features = screen.getByRole("heading", { level: 2, name: fillTemplate(pageCopy.featuresTitle, { name }) })
    expect(figure.compareDocumentPosition(features) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})

describe("the download", () => {
  const labels = dataFor("recover").productPageJson
  const name = recover.name

  it("/recover, in both stores, offers the free download on each, in a new tab", () => {
    render(<ProductTemplate {...pageProps(dataFor("recover"), "/recover")} />)
    expect(screen.getByRole("heading", { name: labels.downloadTitle })).toBeInTheDocument()
    const appStore = screen.getByRole("link", { name: newTab(fillTemplate(labels.appStoreLabel, { name })) })
    const play = screen.getByRole("link", { name: newTab(fillTemplate(labels.playStoreLabel, { name })) })
    expect(appStore).toHaveAttribute("href", recover.appStoreUrl)
    expect(play).toHaveAttribute("href", recover.playStoreUrl)
    for (const link of [appStore, play]) {
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
      expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true")
    }
    expect(screen.queryByRole("form", { name: fillTemplate(notifyCopy.title, { name }) })).not.toBeInTheDocument()
  })

  it("shows the build's QR code of the page beside the badges, captioned, the drawing hidden from screen readers", () => {
    const downloadQr = qrCode("https://www.example.com/recover#download")
    const data = dataFor("recover")
    render(<ProductTemplate {...pageProps({ ...data, productsJson: { ...recover, downloadQr } }, "/recover")} />)
    const caption = screen.getByText(labels.qrTitle)
    const figure = caption.closest("figure")!
    expect(figure).toHaveTextContent(labels.qrText)
    expect(figure.querySelector("path")).toHaveAttribute("d", downloadQr.path)
    expect(figure.querySelector("svg")).toHaveAttribute("aria-hidden", "true")
    expect(figure.closest("#download")).toContainElement(screen.getByRole("link", { name: /Google Play/ }))
  })

  it("/connect, in no store yet, asks for an address to write to once it is, and shows no badge", () => {
    const { productsJson: connect } = dataFor("connect")
    render(<ProductTemplate {...pageProps(dataFor("connect"), "/connect")} />)
    const form = screen.getByRole("form", { name: fillTemplate(notifyCopy.title, { name: connect.name }) })
    expect(within(form).getByRole("textbox", { name: notifyCopy.emailLabel })).toBeRequired()
    expect(form.querySelector<HTMLInputElement>("input[name=app]")?.value).toBe(connect.name)
    expect(screen.queryByRole("heading", { name: labels.downloadTitle })).not.toBeInTheDocument()
    expect(screen.queryByRole("link", { name: /App Store|Google Play/ })).not.toBeInTheDocument()
  })
})

describe("calls to action", () => {
  const connect = dataFor("connect").productsJson

  it("/connect leads with a demo request that opens the contact form with the demo subject", () => {
    render(<ProductTemplate {...pageProps(dataFor("connect"), "/connect")} />)
    const demo = screen.getByRole("link", { name: connect.demo!.label })
    expect(demo).toHaveAttribute("href", `/contact${subjectFragment("demo")}`)
    const download = screen.getByRole("heading", { name: fillTemplate(notifyCopy.title, { name: connect.name }) })
    expect(demo.compareDocumentPosition(download) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("/connect answers what a hospital asks before a pilot, under its own heading", () => {
    render(<ProductTemplate {...pageProps(dataFor("connect"), "/connect")} />)
    const section = screen.getByRole("region", { name: connect.assurance!.title })
    for (const item of connect.assurance!.items)
      expect(within(section).getByRole("heading", { level: 3, name: item.title })).toBeInTheDocument()
  })

  it("/recover offers the stores and no demo", () => {
    render(<ProductTemplate {...pageProps(dataFor("recover"), "/recover")} />)
    expect(screen.queryByRole("link", { name: connect.demo!.label })).not.toBeInTheDocument()
  })

  it("leaves out a store whose link is not known, and with no store at all asks to be told instead", () => {
    const { productsJson: product, productPageJson: pageCopy } = dataFor("recover")
    const withStores = (appStoreUrl: string | null, playStoreUrl: string | null) =>
      render(
        <ProductHero
          product={{ ...product, appStoreUrl, playStoreUrl }}
          copy={pageCopy}
          notifyCopy={notifyCopy}
          supportEmail="support@example.com"
        />,
      )
    const one = withStores(null, recover.playStoreUrl)
    expect(screen.queryByRole("link", { name: /App Store/ })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Google Play/ })).toHaveAttribute("href", recover.playStoreUrl)
    expect(screen.queryByRole("form", { name: fillTemplate(notifyCopy.title, { name: product.name }) })).toBeNull()
    one.unmount()
    withStores(null, null)
    expect(screen.queryByRole("heading", { name: "Download the app for free!" })).not.toBeInTheDocument()
    expect(screen.getByRole("form", { name: fillTemplate(notifyCopy.title, { name: product.name }) })).toBeVisible()
  })
})

describe("people and proof", () => {
  const { people, proof } = loadObject<{ people: { title: string }; proof: { title: string } }>("about-page.json")

  it("/connect shows the clinical advisors, the partners and customers' stories for the organisations that adopt it", () => {
    render(<ProductTemplate {...pageProps(dataFor("connect"), "/connect")} />)
    const advisors = screen.getByRole("region", { name: people.title })
    for (const advisor of loadCollection<{ name: string; credential: string }>("advisors"))
      expect(within(advisors).getByRole("heading", { name: advisor.name })).toBeInTheDocument()
    const section = screen.getByRole("region", { name: proof.title })
    for (const partner of loadCollection<{ name: string }>("partners"))
      expect(within(section).getByRole("heading", { name: partner.name })).toBeInTheDocument()
    for (const story of loadCollection<{ organisation: string }>("customer-stories"))
      expect(within(section).getByRole("heading", { name: story.organisation })).toBeInTheDocument()
  })

  it("/recover shows none of them, and /connect none while there is no record (data/ today)", () => {
    const recover = render(<ProductTemplate {...pageProps(dataFor("recover"), "/recover")} />)
    expect(screen.queryByRole("heading", { name: proof.title })).not.toBeInTheDocument()
    recover.unmount()
    render(<ProductTemplate {...pageProps(dataFor("connect", { none: true }), "/connect")} />)
    for (const title of [people.title, proof.title])
      expect(screen.queryByRole("heading", { name: title })).not.toBeInTheDocument()
  })
})

describe("the share image", () => {
  it("is the app's drawn card, or the editor's own image when the product's data gives one", () => {
    const [slug] = loadCollection<Product>("products").map((product) => product.slug)
    render(<ProductTemplate {...pageProps(dataFor(slug), `/${slug}`)} />)
    expect(helmetHead().meta("og:image")).toBe(`${SITE_URL}/og/en/${slug}.png`)
    const data = dataFor(slug)
    const own = {
      shareImage: { publicURL: "/static/abc/app.png", childImageSharp: { original: { width: 1200, height: 630 } } },
      shareImageAlt: "The app on a phone",
    }
    render(<ProductTemplate {...pageProps({ ...data, productsJson: { ...data.productsJson, ...own } }, `/${slug}`)} />)
    const { meta } = helmetHead()
    expect(meta("og:image")).toBe(`${SITE_URL}/static/abc/app.png`)
    expect(meta("og:image:alt")).toBe("The app on a phone")
  })
})

describe("the store badges", () => {
  const lines = (container: HTMLElement) => [...container.querySelectorAll("svg text")].map((text) => text.textContent)
  const renderIn = (productPageJson: Queries.ProductPageCopyFragment, path: string) =>
    render(<ProductTemplate {...pageProps({ ...dataFor("recover"), productPageJson }, path)} />)

  it("draw their small words from the page's copy, above or below the store's name as the words run", () => {
    const english = renderIn(copy<Queries.ProductPageCopyFragment>("product-page.json"), "/recover")
    expect(lines(english.container)).toEqual(["Download on the", "App Store", "GET IT ON", "Google Play"])
    english.unmount()
    const hindi = loadObject<Queries.ProductPageCopyFragment>("product-page.json", "hi")
    const { container } = renderIn(
      { ...hindi, appStoreBadge: "{store} से डाउनलोड करें", playStoreBadge: "इसे {store} पर पाएँ" },
      "/hi/recover",
    )
    expect(lines(container)).toEqual(["App Store", "से डाउनलोड करें", "इसे", "Google Play", "पर पाएँ"])
  })

  it.each(["en", "hi", "kn"])("in %s, say where the store's name stands", (locale) => {
    const words = loadObject<Queries.ProductPageCopyFragment>("product-page.json", locale)
    for (const badge of [words.appStoreBadge, words.playStoreBadge]) expect(badge.split("{store}")).toHaveLength(2)
  })
})

describe("the trust centre link", () => {
  it("leads a hospital's reviewers from connectlife to /trust, and is not on an app without one", () => {
    const connect = dataFor("connect").productsJson
    expect(connect.trustLink).toBeTruthy()
    const page = render(<ProductTemplate {...pageProps(dataFor("connect"), "/connect")} />)
    expect(screen.getByRole("link", { name: connect.trustLink!.label })).toHaveAttribute("href", "/trust")
    page.unmount()
    render(<ProductTemplate {...pageProps(dataFor("recover"), "/recover")} />)
    expect(screen.queryByRole("link", { name: connect.trustLink!.label })).toBeNull()
  })
})

/** An app's evidence as its data holds it: Markdown, which the page's query gives as HTML. */
const studies = (slug: string) =>
  loadCollection<{ slug: string; evidence: { evidence: string } }>("products").find((p) => p.slug === slug)!.evidence
    .evidence

describe.each(["recover", "connect"])("%s's intended use and evidence", (slug) => {
  const product = () => dataFor(slug).productsJson
  const renderApp = () => {
    const data = dataFor(slug)
    const evidence = data.productsJson.evidence!
    const rendered = {
      ...data,
      productsJson: { ...data.productsJson, evidence: { ...evidence, evidence: renderMarkdown(studies(slug)) } },
    }
    return render(<ProductTemplate {...pageProps(rendered, `/${slug}`)} />)
  }

  it("says what the app is for, who should not use it, and what its AI does and does not decide", () => {
    renderApp()
    const { evidence } = product()
    const section = within(screen.getByRole("region", { name: evidence!.title }))
    for (const fact of evidence!.facts) {
      const term = section.getByText(fact.label, { selector: "dt" })
      expect(term.nextElementSibling).toHaveTextContent(fact.value)
    }
  })

  it("keeps the model card's CHAI fields in a disclosure, in the page's HTML", () => {
    const { container } = renderApp()
    const { evidence } = product()
    const card = container.querySelector("details")!
    expect(within(card).getByText(evidence!.modelCardTitle, { selector: "summary" })).toBeInTheDocument()
    expect(
      within(card)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(evidence!.modelCard.map((field) => field.label))
  })
})

test("connectlife answers a hospital's technical questions; recoverlife has none to answer", () => {
  const technical = dataFor("connect").productsJson.technical!
  const page = render(<ProductTemplate {...pageProps(dataFor("connect"), "/connect")} />)
  const section = within(screen.getByRole("region", { name: technical.title }))
  expect(section.getAllByRole("term").map((term) => term.textContent)).toEqual(
    technical.items.map((item) => item.label),
  )
  page.unmount()
  render(<ProductTemplate {...pageProps(dataFor("recover"), "/recover")} />)
  expect(screen.queryByRole("region", { name: technical.title })).toBeNull()
})
