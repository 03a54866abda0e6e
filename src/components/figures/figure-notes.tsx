import * as React from "react"
import { graphql } from "gatsby"
import { figureNotes, noteAnchor, figureAnchor, type FigureNotes, type FigureUse } from "../../lib/figures"
import { fillTemplate } from "../../lib/text"
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
  /** The page query's `...PageFigures`: the figures and the list's words in the page's language. */
  data: Queries.PageFiguresFragment
  /** Where the page shows figures, in its order: the sections' own `…FigureUses`. */
  uses: readonly FigureUse[]
  children: React.ReactNode
}

/** Numbers a page's figures for its marks and its list of sources (`Sources`). */
export function FigureNotesProvider({ data, uses, children }: FigureNotesProviderProps) {
  const words = required(data.figureWords, "data/figures/")
  const value = React.useMemo(() => ({ notes: figureNotes(data.figures.nodes, uses), words }), [data, uses, words])
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
