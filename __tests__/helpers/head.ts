import { Helmet } from "react-helmet"

/**
 * What the rendered page handed to Helmet. Helmet.peek() returns each tag as its props (a plain
 * object), not as the DOM element its types claim, so attributes are read as entries.
 */
export function helmetHead() {
  const state = Helmet.peek()
  const attributes = (tags: object[]) =>
    tags.map((tag): Record<string, string> => Object.fromEntries(Object.entries(tag)))
  const metaTags = attributes(state.metaTags)
  const linkTags = attributes(state.linkTags)
  return {
    title: state.title,
    meta: (key: string) => metaTags.find((tag) => tag.name === key || tag.property === key)?.content,
    link: (rel: string) => linkTags.find((tag) => tag.rel === rel)?.href,
    /** Every JSON-LD item, parsed. */
    jsonLd: attributes(state.scriptTags)
      .filter((tag) => tag.type === "application/ld+json")
      .map((tag): Record<string, unknown> => JSON.parse(tag.innerHTML)),
  }
}
