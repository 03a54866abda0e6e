/**
 * What a list that swipes sideways on phones (`swipe` in src/styles/lists.module.css) carries, so that a
 * keyboard reaches it (a scrolling region must be focusable to scroll by arrow keys) and a screen reader
 * names it by its section's heading.
 */
export const swipeListProps = (labelledBy: string) => ({ tabIndex: 0, "aria-labelledby": labelledBy }) as const
