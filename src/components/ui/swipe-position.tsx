import * as React from "react"
import { usePageData } from "../../hooks/page-data"
import { cardInView, swipeListId } from "../../lib/swipe-list"
import { fillTemplate } from "../../lib/text"
import * as styles from "./swipe-position.module.css"

export interface SwipePositionProps {
  /** the id of the heading that names the list (swipeListProps) */
  labelledBy: string
  /** how many cards the list holds */
  count: number
}

/** How long the row rests on a card before a screen reader hears where it is: one word per swipe, not per card passed. */
const SETTLE_MS = 400

/**
 * Under a list that swipes sideways on phones (hidden where the list is a grid): a dot per card and where
 * the row is ("1 of 4"), so that a visitor sees there is more to it. The page's HTML adds that the row swipes
 * (its position cannot follow the row without the script); once the script runs the position follows the card
 * in view ("2 of 4"), and a polite live region, silent until the visitor moves the row, tells a screen reader
 * the same once the row comes to rest. It also brings a link of the card that peeks in wholly into view when
 * it takes focus.
 */
export function SwipePosition({ labelledBy, count }: SwipePositionProps) {
  const words = usePageData().layout.interface
  const [current, setCurrent] = React.useState<number | null>(null)
  const [heard, setHeard] = React.useState("")

  React.useEffect(() => {
    const list = document.getElementById(swipeListId(labelledBy))
    if (!list) return
    let frame = 0
    let settle: ReturnType<typeof setTimeout> | undefined
    let last = 0
    const update = () => {
      frame = 0
      const cards = [...list.children] as HTMLElement[]
      const first = cards[0]?.offsetLeft ?? 0
      const index = cardInView(
        list.scrollLeft,
        list.scrollWidth - list.clientWidth,
        cards.map((card) => card.offsetLeft - first),
      )
      setCurrent(index)
      clearTimeout(settle)
      settle = setTimeout(() => {
        if (index === last) return
        last = index
        setHeard(fillTemplate(words.swipePosition, { current: String(index + 1), count: String(count) }))
      }, SETTLE_MS)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    // a link of the card that peeks in, given focus, comes wholly into view (a browser may leave it partly shown)
    const onFocus = (event: FocusEvent) => {
      if (event.target !== list) (event.target as HTMLElement).scrollIntoView({ block: "nearest", inline: "nearest" })
    }
    setCurrent(0)
    list.addEventListener("scroll", onScroll, { passive: true })
    list.addEventListener("focusin", onFocus)
    return () => {
      list.removeEventListener("scroll", onScroll)
      list.removeEventListener("focusin", onFocus)
      cancelAnimationFrame(frame)
      clearTimeout(settle)
    }
  }, [labelledBy, count, words.swipePosition])

  if (count < 2) return null
  const shown = current ?? 0
  return (
    <div className={styles.position}>
      <span className={styles.dots} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <span key={index} className={index === shown ? styles.current : styles.dot} />
        ))}
      </span>
      {/* read in the page's HTML; once the script runs the live region below speaks for it */}
      <span aria-hidden={current === null ? undefined : true}>
        {fillTemplate(words.swipePosition, { current: String(shown + 1), count: String(count) })}
      </span>
      {current === null && <span>{words.swipeHint}</span>}
      <span className="visually-hidden" aria-live="polite">
        {heard}
      </span>
    </div>
  )
}
