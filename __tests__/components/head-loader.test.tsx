import "../helpers/browser-bundle"
import * as React from "react"
import { render, waitFor } from "@testing-library/react"
import { Seo } from "../../src/components/seo/seo"
import { createHeadLoader, headLoader } from "../../src/components/seo/head-loader"
import * as headTagsModule from "../../src/components/seo/head-tags"
import { mockStaticQueries, SITE_URL } from "../helpers/content"

beforeEach(() => mockStaticQueries())

/** React renders as in a browser, not batched by act(): when the head is written is the point. */
async function outsideAct<T>(run: () => Promise<T>): Promise<T> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  scope.IS_REACT_ACT_ENVIRONMENT = false
  try {
    return await run()
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = true
  }
}

const head = () => ({
  title: document.title,
  description: document.head.querySelector('meta[name="description"]')?.getAttribute("content"),
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href"),
  jsonLd: document.head.querySelectorAll('script[type="application/ld+json"]').length,
})

const frames = (count: number) => new Promise((resolve) => setTimeout(resolve, count * 20))

test("in the browser the first page keeps its HTML head; once a navigation has loaded react-helmet, Seo writes the head", async () => {
  document.title = "Home — from the HTML"
  const { rerender } = render(
    <Seo title="About" description="Who we are." pathname="/about" jsonLd={{ type: "Organization" }} />,
  )
  await frames(3)
  expect(head()).toEqual({ title: "Home — from the HTML", description: undefined, canonical: undefined, jsonLd: 0 })

  const seen = await outsideAct(async () => {
    await headLoader.load()
    return new Promise<ReturnType<typeof head>>((resolve) => headLoader.afterHeadUpdate(() => resolve(head())))
  })
  expect(seen).toEqual({
    title: "About — Lifelane Health",
    description: "Who we are.",
    canonical: `${SITE_URL}/about`,
    jsonLd: 1,
  })

  rerender(<Seo title="Contact" pathname="/contact" />)
  await new Promise<void>((resolve) => headLoader.afterHeadUpdate(resolve))
  expect(head()).toMatchObject({ title: "Contact — Lifelane Health", canonical: `${SITE_URL}/contact` })
})

test("afterHeadUpdate waits for react-helmet to arrive, and then for its frame", async () => {
  let arrive = () => {}
  const loader = createHeadLoader(() => new Promise((resolve) => (arrive = () => resolve(headTagsModule))), null)
  const events: string[] = []
  loader.subscribe(() => events.push("head component ready"))

  void loader.load()
  loader.afterHeadUpdate(() => events.push("after head update"))
  await frames(5)
  expect(events).toEqual([])

  arrive()
  // However long the frame takes on a busy machine (a fixed 100 ms once failed in a loaded run)
  await waitFor(() => expect(events).toEqual(["head component ready", "after head update"]))
})

test("when react-helmet cannot be loaded the head stays, a warning says why, and the next navigation tries again", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
  const importHeadTags = jest
    .fn<Promise<typeof headTagsModule>, []>()
    .mockRejectedValueOnce(new Error("offline"))
    .mockResolvedValue(headTagsModule)
  const loader = createHeadLoader(importHeadTags, null)

  await loader.load()
  expect(loader.current()).toBeNull()
  expect(warn).toHaveBeenCalledWith("The page's title and description could not be updated (Error: offline).")

  await loader.load()
  expect(loader.current()).toBe(headTagsModule)
  expect(importHeadTags).toHaveBeenCalledTimes(2)
  expect(warn).toHaveBeenCalledTimes(1)
  warn.mockRestore()
})
