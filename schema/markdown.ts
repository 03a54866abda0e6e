/**
 * Long-form text (blog posts, legal pages, help answers) is Markdown in data/, marked `@markdown` in
 * the content model. It becomes HTML at build time, in a GraphQL resolver (markdownExtension below),
 * so pages query finished HTML and no Markdown code reaches the browser; the CMS preview renders
 * with this same module. The unified packages are ESM-only, hence the dynamic imports.
 */

import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "../src/lib/locales"
import {
  fillLabels,
  labelReferences,
  loadControlLabels,
  localeOf,
  type ControlLabels,
  type FieldResolver,
  type LabelContext,
} from "./labels"
import { figureReferences } from "../src/lib/figures"

export interface MarkdownHeading {
  depth: number
  /** The id rehype-slug gave the heading: `#what-we-collect` links to it. */
  id: string
  text: string
}

export interface RenderedMarkdown {
  html: string
  headings: MarkdownHeading[]
}

export interface MarkdownRenderer {
  /**
   * `locale`: the language of the text; its links within the site lead to that language's pages.
   * `labels`: the controls' words a text names by reference (`{label:decline}`, schema/labels.ts),
   * filled in the text's language; without them a reference stays as written (the CMS preview).
   */
  render(markdown: string, locale?: string, labels?: ControlLabels): RenderedMarkdown
  /** The raw HTML an editor wrote (`<script>`, `<img onerror=…>`): what the content check refuses. */
  rawHtml(markdown: string): string[]
  /** The text of each `# heading`: the page's title is its only h1, so the content check refuses them. */
  titleHeadings(markdown: string): string[]
  /** The address of each link, as written: the content check refuses plain http and tracking parameters. */
  links(markdown: string): string[]
  /**
   * The words of each heading or link that names a figure (`## Our {figure:accuracy}`): a figure's mark is a link,
   * which cannot stand in a link, and a table of contents shows a heading's words as text; the check refuses them.
   */
  figuresOutsideSentences(markdown: string): string[]
}

/** The parts of a syntax tree node (mdast's or hast's) read here. */
interface TreeNode {
  type: string
  tagName?: string
  value?: string
  properties?: Record<string, unknown>
  children?: TreeNode[]
}

const textOf = (node: TreeNode): string =>
  node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("")

/** A rehype plugin of our own: the headings, with the ids rehype-slug gave them, for a table of contents. */
function collectHeadings() {
  return (tree: TreeNode, file: { data: Record<string, unknown> }) => {
    const headings: MarkdownHeading[] = []
    const walk = (node: TreeNode) => {
      for (const child of node.children ?? []) {
        if (child.type !== "element") continue
        const level = /^h([1-6])$/.exec(child.tagName ?? "")
        const id = child.properties?.id
        if (level && typeof id === "string") headings.push({ depth: Number(level[1]), id, text: textOf(child) })
        else walk(child)
      }
    }
    walk(tree)
    file.data.headings = headings
  }
}

/** A rehype plugin of our own: links within the site (`/contact`) go to the same language's page (`/hi/contact`). */
function localizeLinks(options: { locale: string }) {
  return (tree: TreeNode) => {
    const walk = (node: TreeNode) => {
      const href = node.properties?.href
      if (node.tagName === "a" && typeof href === "string")
        node.properties!.href = localizedPath(options.locale as Locale, href)
      for (const child of node.children ?? []) walk(child)
    }
    if (isLocale(options.locale) && options.locale !== DEFAULT_LOCALE) walk(tree)
  }
}

/**
 * A remark plugin of our own: each `{label:…}` in the text becomes the words of the control it names,
 * in the text's language, as plain text (words such as "Cookie settings" are never read as Markdown).
 */
function fillControlLabels(options: { locale: string }) {
  return (tree: TreeNode, file: { data: Record<string, unknown> }) => {
    const labels = file.data.labels as ControlLabels | undefined
    if (!labels) return
    const walk = (node: TreeNode) => {
      if (node.type === "text" && node.value) node.value = fillLabels(node.value, labels, options.locale)
      for (const child of node.children ?? []) walk(child)
    }
    walk(tree)
  }
}

/**
 * A rehype plugin of our own: an in-page link's fragment as the id it names. The Markdown parser
 * percent-encodes a link's destination (`#रुकावट-की-सूचना-दें` becomes `#%E0%A4%B0…`) while rehype-slug
 * gives the heading its id as written, and checkers (HTML_CodeSniffer) compare the two as text.
 */
function decodeFragments() {
  return (tree: TreeNode) => {
    const walk = (node: TreeNode) => {
      const href = node.properties?.href
      if (node.tagName === "a" && typeof href === "string" && href.startsWith("#")) {
        try {
          node.properties!.href = `#${decodeURIComponent(href.slice(1))}`
        } catch {
          // a stray "%" that encodes nothing: the fragment is left as written
        }
      }
      for (const child of node.children ?? []) walk(child)
    }
    walk(tree)
  }
}

function titleHeadingNodes(node: TreeNode): string[] {
  if (node.type === "heading" && (node as TreeNode & { depth?: number }).depth === 1) return [textOf(node)]
  return (node.children ?? []).flatMap(titleHeadingNodes)
}

function linkNodes(node: TreeNode & { url?: string }): string[] {
  return [...(node.type === "link" && node.url ? [node.url] : []), ...(node.children ?? []).flatMap(linkNodes)]
}

function figureHoldingNodes(node: TreeNode): string[] {
  if ((node.type === "heading" || node.type === "link") && textOf(node).includes("{figure:")) return [textOf(node)]
  return (node.children ?? []).flatMap(figureHoldingNodes)
}

function rawHtmlNodes(node: TreeNode): string[] {
  return node.type === "html" ? [node.value ?? ""] : (node.children ?? []).flatMap(rawHtmlNodes)
}

async function load(): Promise<MarkdownRenderer> {
  const [
    { unified },
    { default: remarkParse },
    { default: remarkRehype },
    { default: rehypeSanitize },
    { default: rehypeSlug },
    { default: rehypeExternalLinks },
    { default: rehypeStringify },
  ] = await Promise.all([
    import("unified"),
    import("remark-parse"),
    import("remark-rehype"),
    import("rehype-sanitize"),
    import("rehype-slug"),
    import("rehype-external-links"),
    import("rehype-stringify"),
  ])
  const parser = unified().use(remarkParse)
  const processorFor = (locale: string) =>
    unified()
      .use(remarkParse)
      .use(fillControlLabels, { locale })
      // raw HTML is dropped here (remark-rehype keeps none by default); the check reports it first
      .use(remarkRehype)
      .use(rehypeSanitize)
      // after sanitizing, which would prefix ids with "user-content-"
      .use(rehypeSlug)
      .use(decodeFragments)
      // same tab (no target), and the page it opens gets no handle on this one
      .use(rehypeExternalLinks, { rel: ["noopener"] })
      .use(localizeLinks, { locale })
      .use(collectHeadings)
      .use(rehypeStringify)
      .freeze()
  const processors = new Map<string, ReturnType<typeof processorFor>>()
  return {
    render(markdown, locale = DEFAULT_LOCALE, labels) {
      if (!processors.has(locale)) processors.set(locale, processorFor(locale))
      const file = processors.get(locale)!.processSync({ value: markdown, data: { labels } })
      return { html: String(file), headings: (file.data.headings as MarkdownHeading[] | undefined) ?? [] }
    },
    rawHtml: (markdown) => rawHtmlNodes(parser.parse(markdown) as TreeNode),
    titleHeadings: (markdown) => titleHeadingNodes(parser.parse(markdown) as TreeNode),
    links: (markdown) => linkNodes(parser.parse(markdown) as TreeNode),
    figuresOutsideSentences: (markdown) => figureHoldingNodes(parser.parse(markdown) as TreeNode),
  }
}

let renderer: Promise<MarkdownRenderer> | undefined

/** The renderer, its packages loaded once per process. */
export const loadMarkdown = () => (renderer ??= load())

/** GraphQL types of the rendered text; `@markdown` fields resolve to Markdown. */
export const markdownTypeDefs = /* GraphQL */ `
  type MarkdownHeading {
    depth: Int!
    id: String!
    text: String!
  }

  "Markdown from data/, rendered at build time: sanitized HTML, its headings, and the figures it names."
  type Markdown {
    html: String!
    headings: [MarkdownHeading!]!
    "the figures of data/figures/ the text names ({figure:key}), in its language: what its page lists among its sources"
    figures: [FigureJson!]!
  }
`

/**
 * The records of the figures a text names, in its language; a page's query reads only these, so what it
 * loads does not grow with the number of figures in data/figures/.
 */
async function namedFigures(text: string, locale: string, context: LabelContext): Promise<unknown[]> {
  const keys = figureReferences(text)
  if (keys.length === 0) return []
  if (!context.nodeModel)
    throw new Error("A text names a figure ({figure:…}), but no node model is at hand to read it from")
  const { entries } = await context.nodeModel.findAll({ type: "FigureJson" })
  return [...entries].filter((node) => {
    const figure = node as { jsonId?: unknown; locale?: unknown }
    return figure.locale === locale && keys.includes(String(figure.jsonId))
  })
}

/**
 * `@markdown` on a String field of the content model: the data holds Markdown, a query reads the
 * rendered `{ html headings { id text } }`, in its record's language (for a field inside an object,
 * the language of the record that holds it), with the controls it names filled in.
 */
export const markdownExtension = {
  name: "markdown",
  extend: (
    _options: unknown,
    previous: { type: unknown },
  ): { type: string; resolve: FieldResolver<RenderedMarkdown | null> } => ({
    type: String(previous.type).endsWith("!") ? "Markdown!" : "Markdown",
    resolve: async (source, _args, context, info) => {
      const value = source[info.fieldName]
      if (typeof value !== "string") return null
      const locale = localeOf(source, context) ?? DEFAULT_LOCALE
      const labels = labelReferences(value).length > 0 ? await loadControlLabels(context) : undefined
      return {
        ...(await loadMarkdown()).render(value, locale, labels),
        figures: await namedFigures(value, locale, context),
      }
    },
  }),
}
