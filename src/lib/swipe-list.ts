/**
 * What a list that swipes sideways on phones (`swipe` in src/styles/lists.module.css) carries, so that a
 * keyboard reaches it (a scrolling region must be focusable to scroll by arrow keys) and a screen reader
 * names it by its section's heading; its id lets the position under it (SwipePosition) follow it.
 */
export const swipeListProps = (labelledBy: string) =>
  ({ id: swipeListId(labelledBy), tabIndex: 0, "aria-labelledby": labelledBy }) as const

/** The id of the sideways list named by the heading `labelledBy`. */
export const swipeListId = (labelledBy: string) => `${labelledBy}-cards`

/**
 * Which card of a sideways list is in view, from 0: the one whose start is nearest the list's scroll
 * position (`cardStarts`: each card's left edge from the first's), or the last once the list is scrolled
 * to its end (`maxScroll`), where the last card cannot reach the start.
 */
export function cardInView(scrollLeft: number, maxScroll: number, cardStarts: readonly number[]): number {
  if (cardStarts.length === 0) return 0
  if (maxScroll > 0 && scrollLeft >= maxScroll - 1) return cardStarts.length - 1
  let nearest = 0
  cardStarts.forEach((start, index) => {
    if (Math.abs(start - scrollLeft) < Math.abs(cardStarts[nearest] - scrollLeft)) nearest = index
  })
  return nearest
}
