/**
 * The figures a page shows as claims, numbered for its list of sources: each figure is one record of
 * data/figures/ (its value, what it measures, its basis and date), named by its key wherever a page shows
 * it. A page lists where it shows figures, in its order (`FigureUse`); the first figure is source 1, a
 * figure shown again keeps its number, and each place gets an anchor the source links back to.
 */

import { escapeHtml } from "./text"

/** One figure of data/figures/ as the page query gives it. */
export interface Figure {
  jsonId: string
  value: string
  measures: string
  basis: string
  source?: string | null
  date: string
}

/** A place on a page where a figure stands: its key, and a name for the place unique on the page. */
export interface FigureUse {
  figure: string
  at: string
}

/** A figure of a page's list of sources: its number, the figure, and the anchors of the places showing it. */
export interface FigureNote {
  number: number
  figure: Figure
  uses: string[]
}

export interface FigureNotes {
  /** The page's figures in the order they first stand on it. */
  notes: readonly FigureNote[]
  /** The note of the figure `key`; fails naming it when the page did not list it. */
  noteOf(key: string): FigureNote
}

/** The anchor of a place where a figure stands: the target of the source's link back. */
export const figureAnchor = (at: string) => `figure-${at}`

/** The anchor of a figure's item in the list of sources: the target of its mark. */
export const noteAnchor = (number: number) => `source-${number}`

/** The place name of each figure of a list (`hero-1`, `hero-2`, …): how a section names where its figures stand. */
export const figureUses = (at: string, figures: ReadonlyArray<{ figure: { jsonId: string } }>): FigureUse[] =>
  figures.map((item, index) => ({ figure: item.figure.jsonId, at: `${at}-${index + 1}` }))

/**
 * A figure named in running text: `{figure:partners}`, in a Markdown field or a plain one marked `@figures`
 * in the content model. The page shows the figure's value there with its mark, as it does for the figures
 * its sections hold by key, and lists its basis among the page's sources.
 */
export const FIGURE_REFERENCE = /\{figure:([a-z0-9][a-z0-9-]*)\}/g

/** The keys a text names, in order (a key named twice comes twice: each is a place of its own). */
export const figureReferences = (text: string): string[] => [...text.matchAll(FIGURE_REFERENCE)].map(([, key]) => key)

/**
 * The places of the figures that texts name, `at-1`, `at-2`, … in the texts' order: what a section that shows
 * the texts gives the page for its list of sources, and what `splitFigureText` and `markFiguresInHtml` number
 * the same way when they render them.
 */
export const textFigureUses = (at: string, ...texts: ReadonlyArray<string | null | undefined>): FigureUse[] =>
  texts.flatMap((text) => figureReferences(text ?? "")).map((figure, index) => ({ figure, at: `${at}-${index + 1}` }))

/** Plain text as its words and the figures it names, in order: what a component renders, a mark after each value. */
export function splitFigureText(text: string): Array<string | { figure: string }> {
  const parts: Array<string | { figure: string }> = []
  let last = 0
  for (const match of text.matchAll(FIGURE_REFERENCE)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push({ figure: match[1] })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

/**
 * Rendered Markdown with each figure it names replaced by `figureHtml(key, place)`: the value and its mark.
 * The reference passes the Markdown renderer as text (braces, a letter, digits and hyphens are left as they are).
 */
export function markFiguresInHtml(
  html: string,
  at: string,
  figureHtml: (key: string, place: string) => string,
): string {
  let index = 0
  return html.replace(FIGURE_REFERENCE, (_reference, key: string) => figureHtml(key, `${at}-${++index}`))
}

/**
 * The figure `key` among a language's figures; an error naming the key and the folder when it is not there
 * (the content check names the file and field that hold a wrong key before any page renders).
 */
export function figureByKey(figures: readonly Figure[], key: string): Figure {
  const figure = figures.find((candidate) => candidate.jsonId === key)
  if (!figure) throw new Error(`No figure "${key}" in data/figures/: add it there, or correct the key that names it`)
  return figure
}

/** A page's figures, numbered in the order `uses` first shows them; each use's place must be unique. */
export function figureNotes(figures: readonly Figure[], uses: readonly FigureUse[]): FigureNotes {
  const byKey = new Map<string, FigureNote>()
  const places = new Set<string>()
  for (const { figure: key, at } of uses) {
    if (places.has(at)) throw new Error(`Two figures stand at "${at}" on one page: give each place its own name`)
    places.add(at)
    const note = byKey.get(key) ?? { number: byKey.size + 1, figure: figureByKey(figures, key), uses: [] }
    note.uses.push(figureAnchor(at))
    byKey.set(key, note)
  }
  return {
    notes: [...byKey.values()],
    noteOf(key) {
      const note = byKey.get(key)
      if (!note) throw new Error(`The figure "${key}" stands on a page that does not list it among its figures`)
      return note
    },
  }
}

/**
 * Data as a page query reads it: each figure a data file names by its key (`"figure": "uptime"`, a link to
 * the record) as `{ jsonId }`; for what reads the files without GraphQL (the CMS's preview, the tests).
 */
export function withFigureLinks<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withFigureLinks) as T
  if (typeof value !== "object" || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "figure" && typeof item === "string" ? { jsonId: item } : withFigureLinks(item),
    ]),
  ) as T
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * What is wrong with the figures of a text that may name them (a Markdown field, or a plain one marked
 * `@figures`), against its language's figures: a reference to a figure there is not, and a figure with a
 * number written out (`24/7`), which would stand on the page without its mark and source. Figures without
 * a number (`Weeks`) are words a text may use freely.
 */
export function figureTextProblems(text: string, figures: ReadonlyArray<Pick<Figure, "jsonId" | "value">>): string[] {
  const keys = figures.map((figure) => figure.jsonId).sort()
  const unknown = [...new Set(figureReferences(text))]
    .filter((key) => !keys.includes(key))
    .map((key) => `{figure:${key}} names no figure of data/figures/ in this language; known: ${keys.join(", ")}`)
  const rest = text.replace(FIGURE_REFERENCE, " ")
  const byValue = new Map<string, string[]>()
  for (const { jsonId, value } of figures)
    if (/\d/.test(value)) byValue.set(value, [...(byValue.get(value) ?? []), jsonId].sort())
  const written = [...byValue]
    .filter(([value]) => new RegExp(`(?<![\\w.,])${escapeRegExp(value)}(?![\\d])`).test(rest))
    .map(
      ([value, ids]) => `shows "${value}" without its source: write ${ids.map((id) => `{figure:${id}}`).join(" or ")}`,
    )
  return [...unknown, ...written]
}

/**
 * Rendered Markdown with each figure it names as its bare value, for where no mark can stand: the answers of
 * Home's FAQ in its structured data, which search engines read without the page's list of sources.
 */
export const withFigureValues = (html: string, figures: readonly Figure[]) =>
  markFiguresInHtml(html, "", (key) => escapeHtml(figureByKey(figures, key).value))
