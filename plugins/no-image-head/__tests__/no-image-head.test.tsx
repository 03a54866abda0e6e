/** @jest-environment node */
import * as React from "react"
import { withoutImageHead } from "../image-head"

// The plugin's own SSR API, as Gatsby calls it (the package ships no types for this file).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { onRenderBody } = require("gatsby-plugin-image/gatsby-ssr") as {
  onRenderBody: (args: { setHeadComponents: (nodes: React.ReactNode[]) => void }) => void
}

test("the head keeps what the site sets and loses gatsby-plugin-image's GatsbyImage styles and script", () => {
  const head: React.ReactNode[] = [<title key="title">Page</title>]
  onRenderBody({ setHeadComponents: (nodes) => head.push(...nodes) })
  expect(head.length).toBeGreaterThan(1)
  expect(withoutImageHead(head, "/about")).toEqual([head[0]])
})

test("fails naming itself and the page when the head holds none of gatsby-plugin-image's additions", () => {
  expect(() => withoutImageHead([<title key="title">Page</title>], "/about")).toThrow(
    'no-image-head: the head of /about holds nothing keyed "gatsby-image-style…"',
  )
})
