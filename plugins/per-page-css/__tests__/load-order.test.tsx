/** @jest-environment node */
import * as React from "react"
import { stylesheetsInLoadOrder } from "../load-order"

const inlined = (href: string) => (
  <style key={href} data-href={href} data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: "" }} />
)
const hrefs = (nodes: React.ReactNode[]) =>
  nodes.map((node) =>
    React.isValidElement(node) ? String((node.props as Record<string, unknown>)["data-href"] ?? node.type) : "",
  )

describe("stylesheetsInLoadOrder", () => {
  it("puts Gatsby's inlined stylesheets in webpack's order, the page's own last, in the places they held", () => {
    // As Gatsby 5.16 inlines them: the reverse of the chunk group's order (the page's own, then 703, 22, 727).
    const head = [
      <meta key="m" charSet="utf-8" />,
      inlined("/component---src-templates-legal-page-tsx.de37de0b7cb1179cce5c.css"),
      inlined("/703.ce7f5d847a73ed89c4e8.css"),
      inlined("/22.8a904f0c2fea103d63ee.css"),
      inlined("/727.7c30a27504acd36c8f0d.css"),
      <style key="s">{"[data-faq-answer]{}"}</style>,
    ]
    expect(hrefs(stylesheetsInLoadOrder(head, "/privacy"))).toEqual([
      "meta",
      "/727.7c30a27504acd36c8f0d.css",
      "/22.8a904f0c2fea103d63ee.css",
      "/703.ce7f5d847a73ed89c4e8.css",
      "/component---src-templates-legal-page-tsx.de37de0b7cb1179cce5c.css",
      "style",
    ])
  })

  it("reverses the shared stylesheets of a page that has none of its own", () => {
    const head = [inlined("/22.8a904f0c2fea103d63ee.css"), inlined("/727.7c30a27504acd36c8f0d.css")]
    expect(hrefs(stylesheetsInLoadOrder(head, "/b"))).toEqual([
      "/727.7c30a27504acd36c8f0d.css",
      "/22.8a904f0c2fea103d63ee.css",
    ])
  })

  it("fails naming the page when the page's own stylesheet no longer comes first", () => {
    const head = [inlined("/727.7c30a27504acd36c8f0d.css"), inlined("/component---a.0123456789abcdef0123.css")]
    expect(() => stylesheetsInLoadOrder(head, "/a")).toThrow(
      "per-page-css: Gatsby no longer inlines the stylesheets of /a in the reverse of webpack's order",
    )
  })

  it("fails naming the page when Gatsby inlined no stylesheet it marks as its own", () => {
    expect(() => stylesheetsInLoadOrder([<meta key="m" charSet="utf-8" />], "/about")).toThrow(
      'per-page-css: the head of /about has no <style data-identity="gatsby-global-css">',
    )
  })
})
