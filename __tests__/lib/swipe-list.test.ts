import { cardInView, swipeListId, swipeListProps } from "../../src/lib/swipe-list"

const starts = [0, 354, 708, 1062]

test("a sideways list is a keyboard stop named by its heading, with the id its position follows", () => {
  expect(swipeListProps("problems-title")).toEqual({
    id: swipeListId("problems-title"),
    tabIndex: 0,
    "aria-labelledby": "problems-title",
  })
})

test("the card in view is the one whose start is nearest the scroll position", () => {
  expect(cardInView(0, 1046, starts)).toBe(0)
  expect(cardInView(170, 1046, starts)).toBe(0)
  expect(cardInView(190, 1046, starts)).toBe(1)
  expect(cardInView(708, 1046, starts)).toBe(2)
})

test("at the end of the list the last card is in view, though its start cannot reach the edge", () => {
  expect(cardInView(1046, 1046, starts)).toBe(3)
})

test("a list that does not scroll (wide screens) shows its first card", () => {
  expect(cardInView(0, 0, starts)).toBe(0)
  expect(cardInView(0, 0, [])).toBe(0)
})
