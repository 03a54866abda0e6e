/** @jest-environment node */
import * as React from "react"
import { onPreRenderHTML } from "../../gatsby-ssr"

// The plugin's own SSR API, as Gatsby calls it (the package ships no types for this file).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { onRenderBody } = require("gatsby-plugin-image/gatsby-ssr") as {
  onRenderBody: (args: { setHeadComponents: (nodes: React.ReactNode[]) => void }) => void
}

test("the head keeps what the site sets and loses gatsby-plugin-image's GatsbyImage styles and script", () => {
  const head: React.ReactNode[] = [<title key="title">Page</title>]
  onRenderBody({ setHeadComponents: (nodes) => head.push(...nodes) })
  expect(head.length).toBeGreaterThan(1)

  let result: React.ReactNode[] = []
  ;(onPreRenderHTML as (args: object) => void)({
    getHeadComponents: () => head,
    replaceHeadComponents: (nodes: React.ReactNode[]) => (result = nodes),
  })
  expect(result).toEqual([head[0]])
})
