import { loadMarkdown, type MarkdownRenderer } from "../../schema/markdown"
import { contentLabels, pageFigures } from "./content"
import { figureReferences } from "../../src/lib/figures"

let markdown: MarkdownRenderer | undefined
// the renderer's packages load asynchronously (ESM): loaded before the tests of every file that imports this
beforeAll(async () => {
  markdown = await loadMarkdown()
})

/** A text as the resolver gives it: rendered, with the records of the figures it names in its language. */
const rendered = (renderer: MarkdownRenderer, text: string, locale: string) => {
  const keys = figureReferences(text)
  const figures = pageFigures(locale).figures.nodes.filter((figure) => keys.includes(figure.jsonId))
  return { ...renderer.render(text, locale, contentLabels()), figures }
}

/** One Markdown text as a query returns it, `{ html, headings, figures }`; in a test or hook, as withMarkdown. */
export function renderMarkdown(text: string, locale = "en") {
  if (!markdown) throw new Error("renderMarkdown runs in a test or hook, once the Markdown renderer has loaded")
  return rendered(markdown, text, locale)
}

/**
 * Records with a `@markdown` field as a query returns them: the Markdown rendered as the build's
 * resolver renders it (schema/markdown.ts), with the controls it names in `locale`'s words,
 * `{ body: "…" }` → `{ body: { html, headings } }`.
 * In a test or a hook, not at a test file's top level (the renderer loads in a beforeAll).
 */
export function withMarkdown<T extends Record<K, unknown>, K extends string>(records: T[], field: K, locale = "en") {
  if (!markdown) throw new Error("withMarkdown runs in a test or hook, once the Markdown renderer has loaded")
  const renderer = markdown
  return records.map((record) => ({
    ...record,
    [field]: typeof record[field] === "string" ? rendered(renderer, record[field] as string, locale) : record[field],
  })) as Array<Omit<T, K> & Record<K, ReturnType<typeof rendered>>>
}
