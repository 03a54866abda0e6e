import { act, screen, waitFor } from "@testing-library/react"
import { loadObject } from "../helpers/content"
import { loadMarkdown } from "../../schema/markdown"

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

/** Mounts a collection's preview of an entry whose English fields are `fields`, as Decap mounts a pane. */
function mountPreview(collection: string, fields: Record<string, unknown>) {
  const spec = templates.get(collection)
  if (!spec) throw new Error(`cms/preview.tsx registers no preview for ${collection}`)
  const element = document.body.appendChild(document.createElement("div"))
  const entry = { getIn: ([key]: string[]) => (key === "data" ? { toJS: () => fields } : undefined) }
  const instance: PreviewInstance = Object.assign(Object.create(spec) as PreviewSpec, { element, props: { entry } })
  act(() => instance.componentDidMount())
  return { element, unmount: () => act(() => instance.componentWillUnmount()) }
}

test("the privacy notice's preview (its summary and every part) gives each id to one element, each reference within its own page", async () => {
  const privacy = loadObject<{ title: string; parts: { items: { title: string }[] } }>("legal-pages/privacy.json")
  const { element, unmount } = mountPreview("legal-pages", privacy)
  try {
    // the parts' pages follow once the preview has the Markdown renderer
    await waitFor(() =>
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(privacy.parts.items.length + 1),
    )
    const ids = [...element.querySelectorAll("[id]")].map((node) => node.id)
    expect(ids).toContain("page-title")
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
    // what an id is for: each name (aria-labelledby) and in-page link leads to an element of the same page (the
    // summary, or one part), as it does on the site, where each is a page of its own
    const pages = [...screen.getByRole("main").children]
    const pageOf = (node: Element | null) => pages.findIndex((page) => node !== null && page.contains(node))
    const references = [
      ...[...element.querySelectorAll("[aria-labelledby]")].flatMap((node) =>
        node
          .getAttribute("aria-labelledby")!
          .split(" ")
          .map((id) => [node, id] as const),
      ),
      ...[...element.querySelectorAll('a[href^="#"]')].map(
        (link) => [link, decodeURIComponent(link.getAttribute("href")!.slice(1))] as const,
      ),
    ]
    expect(pages).toHaveLength(privacy.parts.items.length + 1)
    expect(references.length).toBeGreaterThan(pages.length)
    expect(
      references.filter(([node, id]) => pageOf(document.getElementById(id)) !== pageOf(node)).map(([, id]) => id),
    ).toEqual([])
  } finally {
    unmount()
    element.remove()
  }
})
