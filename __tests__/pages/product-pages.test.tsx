import * as React from "react"
import { render, screen } from "@testing-library/react"
import ProductTemplate from "../../src/templates/product"
import { loadCollection, loadObject, mockStaticQueries } from "../helpers/content"
import { copy, pageProps } from "../helpers/pages"
import { fillTemplate } from "../../src/lib/text"

type Product = Queries.ProductPageProductFragment
const dataFor = (slug: string) => ({
  productsJson: loadCollection<Product>("products").find((p) => p.slug === slug)!,
  productPageJson: copy<Queries.ProductPageCopyFragment>("product-page.json"),
})
const site = loadObject<{ appStoreUrl: string; playStoreUrl: string }>("site.json")

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

  it("offers the free download on both stores, in a new tab", () => {
    renderPage()
    const labels = dataFor(slug).productPageJson
    expect(screen.getByRole("heading", { name: labels.downloadTitle })).toBeInTheDocument()
    const appStore = screen.getByRole("link", { name: newTab(fillTemplate(labels.appStoreLabel, { name })) })
    const play = screen.getByRole("link", { name: newTab(fillTemplate(labels.playStoreLabel, { name })) })
    expect(appStore).toHaveAttribute("href", site.appStoreUrl)
    expect(play).toHaveAttribute("href", site.playStoreUrl)
    for (const link of [appStore, play]) {
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
      expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true")
    }
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
