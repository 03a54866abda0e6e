import * as React from "react"
import { Band } from "../ui/band"
import { fillTemplate } from "../../lib/text"
import { noteAnchor } from "../../lib/figures"
import { usePageFigures } from "./figure-notes"
import * as styles from "./figures.module.css"

/**
 * A link back's name, alone in a screen reader's list of links: the figure, its mark's name ("Source 2", which
 * two figures of one value do not share) and, where the figure stands in more than one place, which place:
 * "Back to the figure: 95%, Source 2 (1)".
 */
const backName = (words: Queries.FigureWordsFragment, value: string, number: number, place: number | null) =>
  `${words.backLabel}: ${value}, ${fillTemplate(words.markLabel, { number: String(number) })}${place ? ` (${place})` : ""}`

/**
 * "Sources and how we count": each figure of the page with what it measures, its basis (linked when it is
 * published) and its date, and links back to where it stands. Folded under its heading, so that it costs a
 * phone two lines; a mark's link opens it (browsers open the <details> around a link's target, without script).
 */
export function Sources() {
  const { notes, words } = usePageFigures()
  if (notes.notes.length === 0) return null
  return (
    <Band compact id="sources" aria-labelledby="sources-title">
      <h2 id="sources-title" className={styles.title}>
        {words.title}
      </h2>
      <details className={styles.details}>
        <summary className={styles.summary}>
          {fillTemplate(words.showLabel, { count: String(notes.notes.length) })}
        </summary>
        <p className={styles.lead}>{words.lead}</p>
        <ol className={styles.list}>
          {notes.notes.map(({ number, figure, uses }) => (
            <li key={figure.jsonId} id={noteAnchor(number)} className={styles.note}>
              <p className={styles.measures}>
                <strong className={styles.value}>{figure.value}</strong> {figure.measures}
              </p>
              <p className={styles.basis}>
                {figure.source ? (
                  <>
                    {words.sourceLabel}: <a href={figure.source}>{figure.basis}</a>
                  </>
                ) : (
                  figure.basis
                )}{" "}
                <span className={styles.date}>
                  {words.dateLabel}: {figure.date}
                </span>
              </p>
              <p className={styles.back}>
                {uses.map((anchor, index) => (
                  <a key={anchor} href={`#${anchor}`} className={styles.backLink}>
                    <span aria-hidden="true">↑{uses.length > 1 ? ` ${index + 1}` : ""}</span>
                    <span className="visually-hidden">
                      {backName(words, figure.value, number, uses.length > 1 ? index + 1 : null)}
                    </span>
                  </a>
                ))}
              </p>
            </li>
          ))}
        </ol>
      </details>
    </Band>
  )
}
