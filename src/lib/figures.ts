/**
 * The figures a page shows as claims, numbered for its list of sources: each figure is one record of
 * data/figures/ (its value, what it measures, its basis and date), named by its key wherever a page shows
 * it. A page lists where it shows figures, in its order (`FigureUse`); the first figure is source 1, a
 * figure shown again keeps its number, and each place gets an anchor the source links back to.
 */

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
