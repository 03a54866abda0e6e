/** @jest-environment node */
import * as React from "react"
import { sharedStylesFirst } from "../shared-styles-first"

const inlined = (href: string) => (
  <style key={href} data-href={href} data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: "" }} />
)
const hrefs = (nodes: React.ReactNode[]) =>
  nodes.map((node) =>
    React.isValidElement(node) ? String((node.props as Record<string, unknown>)["data-href"] ?? node.type) : "",
  )

describe("sharedStylesFirst", () => {
  it("moves the shared stylesheet before the page's own, where the page's stood", () => {
    const head = [
      <meta key="m" charSet="utf-8" />,
      inlined("/component---src-pages-index-tsx.de480b1606dba7d27fc7.css"),
      inlined("/shared-styles.9f37158ed8026a2bec23.css"),
      <style key="s">{"[data-faq-answer]{}"}</style>,
    ]
    expect(hrefs(sharedStylesFirst(head, "/"))).toEqual([
      "meta",
      "/shared-styles.9f37158ed8026a2bec23.css",
      "/component---src-pages-index-tsx.de480b1606dba7d27fc7.css",
      "style",
    ])
  })

  it("leaves a head whose shared stylesheet already comes first, or that has none, as it is", () => {
    const ordered = [
      inlined("/shared-styles.9f37158ed8026a2bec23.css"),
      inlined("/component---a.0123456789abcdef0123.css"),
    ]
    expect(sharedStylesFirst(ordered, "/a")).toBe(ordered)
    const alone = [inlined("/component---b.0123456789abcdef0123.css")]
    expect(sharedStylesFirst(alone, "/b")).toBe(alone)
  })

  it("fails naming the page when Gatsby inlined no stylesheet it marks as its own", () => {
    expect(() => sharedStylesFirst([<meta key="m" charSet="utf-8" />], "/about")).toThrow(
      'per-page-css: the head of /about has no <style data-identity="gatsby-global-css">',
    )
  })
})
