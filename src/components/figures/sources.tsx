import * as React from "react"
import { Section } from "../ui/section"
import { fillTemplate } from "../../lib/text"
import { noteAnchor } from "../../lib/figures"
import { usePageFigures } from "./figure-notes"
import * as styles from "./figures.module.css"

/**
 * "Sources and how we count": each figure of the page with what it measures, its basis (linked when it is
 * published) and its date, and links back to where it stands. Folded, so that the list costs a phone one
 * line; a mark's link opens it (browsers open a <details> around the target of a link, without script).
 */
export function Sources() {
  const { notes, words } = usePageFigures()
  if (notes.notes.length === 0) return null
  return (
    <Section compact id="sources" title={words.title} lead={words.lead}>
      <details className={styles.details}>
        <summary className={styles.summary}>
          {fillTemplate(words.showLabel, { count: String(notes.notes.length) })}
        </summary>
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
                      {words.backLabel}
                      {uses.length > 1 ? ` ${index + 1}` : ""}
                    </span>
                  </a>
                ))}
              </p>
            </li>
          ))}
        </ol>
      </details>
    </Section>
  )
}
