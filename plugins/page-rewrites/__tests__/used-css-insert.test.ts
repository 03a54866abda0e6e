import { INSERT_AFTER_REDUCED, insertingAfterReduced } from "../used-css"

/** A <link rel="stylesheet"> as webpack's CSS loader makes it, href set, not yet in the document. */
function link(href: string) {
  const element = document.createElement("link")
  element.rel = "stylesheet"
  element.setAttribute("href", href)
  return element
}

beforeEach(() => {
  document.head.innerHTML =
    '<style data-sheet="/1.css">.a{}</style><style data-href="/2.css" data-identity="gatsby-global-css">.b{}</style>'
})

describe("INSERT_AFTER_REDUCED", () => {
  it("puts the whole stylesheet right after the page's reduced copy of it, where its rules stood", () => {
    INSERT_AFTER_REDUCED(link("/1.css"))
    expect(
      [...document.head.children].map(
        (element) =>
          element.getAttribute("data-sheet") ?? element.getAttribute("href") ?? element.getAttribute("data-href"),
      ),
    ).toEqual(["/1.css", "/1.css", "/2.css"])
    expect(document.head.children[1].tagName).toBe("LINK")
  })

  it("puts another page's stylesheet at the end of the head, as Gatsby's default does", () => {
    INSERT_AFTER_REDUCED(link("/3.css"))
    expect(document.head.lastElementChild?.getAttribute("href")).toBe("/3.css")
  })

  it("uses nothing outside itself, as webpack's runtime runs it from its source", () => {
    const fromSource = new Function("linkTag", `(${INSERT_AFTER_REDUCED.toString()})(linkTag)`)
    fromSource(link("/1.css"))
    expect(document.head.children[1].getAttribute("href")).toBe("/1.css")
  })
})

describe("insertingAfterReduced", () => {
  class MiniCssExtractPlugin {
    runtimeOptions: { insert?: unknown } = {}
  }

  it("sets Gatsby's CSS loader to insert as INSERT_AFTER_REDUCED", () => {
    const extract = new MiniCssExtractPlugin()
    insertingAfterReduced({ plugins: [{}, extract] })
    expect(extract.runtimeOptions.insert).toBe(INSERT_AFTER_REDUCED)
  })

  it("fails, naming itself, when Gatsby's configuration has no CSS loader to set", () => {
    expect(() => insertingAfterReduced({ plugins: [] })).toThrow(
      "used-css: Gatsby's webpack configuration has no MiniCssExtractPlugin",
    )
  })
})
