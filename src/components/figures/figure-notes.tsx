import * as React from "react"
import { graphql } from "gatsby"
import {
  figureAnchor,
  figureNotes,
  markFiguresInHtml,
  noteAnchor,
  splitFigureText,
  textFigureUses,
  type Figure,
  type FigureNotes,
  type FigureUse,
} from "../../lib/figures"
import { escapeHtml, fillTemplate } from "../../lib/text"
import { required } from "../../lib/required"
import * as styles from "./figures.module.css"

/** The words of the list of sources, from data/figures/ in the page's language. */
export type FigureWords = Queries.FigureWordsFragment

interface PageFigures {
  notes: FigureNotes
  words: FigureWords
}

const PageFiguresContext = React.createContext<PageFigures | null>(null)

export interface FigureNotesProviderProps {
  /**
   * The page query's `...PageFigures`: the figures and the list's words in the page's language; or the words
   * with the figures a page's Markdown names (`body { figures }`).
   */
  data: { figureWords: FigureWords | null; figures: { nodes: readonly Figure[] } }
  /** Where the page shows figures, in its order: the sections' own `…FigureUses`. */
  uses: readonly FigureUse[]
  children: React.ReactNode
}

/** Numbers a page's figures for its marks and its list of sources (`Sources`). */
export function FigureNotesProvider({ data, uses, children }: FigureNotesProviderProps) {
  const words = required(data.figureWords, "data/figures/")
  // Pages build `uses` afresh on every render (a hash link re-renders the page): the list is compared by what it
  // says, so the notes and the context's value change only when the figures or their places do.
  const usesKey = uses.map(({ figure, at }) => `${figure}@${at}`).join("\n")
  const value = React.useMemo(
    () => ({ notes: figureNotes(data.figures.nodes, uses), words }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `uses` is compared through usesKey
    [data.figures.nodes, usesKey, words],
  )
  return <PageFiguresContext.Provider value={value}>{children}</PageFiguresContext.Provider>
}

/** The page's numbered figures; fails where a figure stands outside a FigureNotesProvider. */
export function usePageFigures(): PageFigures {
  const figures = React.useContext(PageFiguresContext)
  if (!figures) throw new Error("A figure stands outside FigureNotesProvider: the page must list its figures")
  return figures
}

export interface FigureValueProps {
  /** The figure's key in data/figures/. */
  figure: string
  /** The place's name on the page, as the section's `…FigureUses` gave it. */
  at: string
}

/** A figure's mark: its number in the page's list of sources, a link to its basis there ("Source 3"). */
export function FigureMark({ figure, at }: FigureValueProps) {
  const { notes, words } = usePageFigures()
  const { number } = notes.noteOf(figure)
  return (
    <a
      href={`#${noteAnchor(number)}`}
      id={figureAnchor(at)}
      className={styles.mark}
      aria-label={fillTemplate(words.markLabel, { number: String(number) })}
    >
      {number}
    </a>
  )
}

/** A figure where it stands: its value, then its mark. */
export function FigureValue({ figure, at }: FigureValueProps) {
  const { notes } = usePageFigures()
  return (
    <>
      {notes.noteOf(figure).figure.value}
      <FigureMark figure={figure} at={at} />
    </>
  )
}

export interface FigureTextProps {
  /** Plain text that may name figures (`{figure:partners} partners`): a field marked `@figures`. */
  text: string
  /** The text's place on the page, as the section gave it to `textFigureUses`. */
  at: string
}

/** Plain text with each figure it names shown as its value and mark. */
export function FigureText({ text, at }: FigureTextProps) {
  let index = 0
  return (
    <>
      {splitFigureText(text).map((part, key) =>
        typeof part === "string" ? part : <FigureValue key={key} figure={part.figure} at={`${at}-${++index}`} />,
      )}
    </>
  )
}

/**
 * Marks rendered Markdown (`body.html`, at its place on the page): each figure it names shown as its value
 * and the same mark `FigureMark` renders, as HTML for the element that holds the text.
 */
export function useMarkFigures(): (html: string, at: string) => string {
  const { notes, words } = usePageFigures()
  return (html, at) =>
    markFiguresInHtml(html, at, (key, place) => {
      const { number, figure } = notes.noteOf(key)
      const label = escapeHtml(fillTemplate(words.markLabel, { number: String(number) }))
      return `${escapeHtml(figure.value)}<a href="#${noteAnchor(number)}" id="${figureAnchor(place)}" class="${styles.mark}" aria-label="${label}">${number}</a>`
    })
}

/** A Markdown text as a page query gives it with `...MarkdownFigures`: its HTML and the figures it names. */
export interface TextWithFigures {
  readonly html: string
  readonly figures: readonly Figure[]
}

export interface MarkdownFiguresProviderProps {
  /** The list's words in the page's language (`...PageFigureWords`). */
  words: FigureWords | null | undefined
  /** The page's Markdown texts in its order, each with its place's name: `[{ at: "body", text: page.body }]`. */
  texts: ReadonlyArray<{ at: string; text: TextWithFigures | null | undefined }>
  children: React.ReactNode
}

/**
 * For a page whose figures stand in its Markdown (a legal page, a post, the help page's answers): numbers the
 * figures its texts name, from the records its query read with them, for `useMarkFigures` and `Sources`.
 */
export function MarkdownFiguresProvider({ words, texts, children }: MarkdownFiguresProviderProps) {
  const uses = texts.flatMap(({ at, text }) => textFigureUses(at, text?.html))
  const figures = [...new Map(texts.flatMap(({ text }) => text?.figures ?? []).map((f) => [f.jsonId, f])).values()]
  return (
    <FigureNotesProvider data={{ figureWords: words ?? null, figures: { nodes: figures } }} uses={uses}>
      {children}
    </FigureNotesProvider>
  )
}

export const query = graphql`
  fragment PageFigures on Query {
    figureWords: figuresJson(locale: { eq: $locale }) {
      ...FigureWords
    }
    figures: allFigureJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...FigureRecord
      }
    }
  }

  fragment PageFigureWords on Query {
    figureWords: figuresJson(locale: { eq: $locale }) {
      ...FigureWords
    }
  }

  fragment FigureWords on FiguresJson {
    title
    lead
    showLabel
    markLabel
    backLabel
    sourceLabel
    dateLabel
  }

  fragment FigureRecord on FigureJson {
    jsonId
    value
    measures
    basis
    source
    date
  }
`
