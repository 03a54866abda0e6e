import * as React from "react"
import { render, screen } from "@testing-library/react"
import { SwipeList } from "../../src/components/ui/swipe-list"
import { IconList } from "../../src/components/ui/icon-list"
import { layoutData } from "../helpers/content"

const position = (count: number) =>
  layoutData().interface.swipePosition.replace("{current}", "1").replace("{count}", String(count))

test("a sideways list is named by its heading, takes the keyboard, and counts the cards it shows", () => {
  const more = false
  render(
    <section>
      <h2 id="cards-title">Cards</h2>
      <SwipeList labelledBy="cards-title">
        <li>One</li>
        <li>Two</li>
        {more && <li>Three</li>}
      </SwipeList>
    </section>,
  )
  const list = screen.getByRole("list", { name: "Cards" })
  expect(list).toHaveAttribute("tabindex", "0")
  expect(screen.getByText(position(2))).toBeVisible()
})

test("an icon list that swipes counts its items and the cards of another kind after them", () => {
  render(
    <section>
      <h2 id="benefits-title">Benefits</h2>
      <IconList items={[{ icon: "heart", title: "Care", description: "First" }]} swipeLabelledBy="benefits-title">
        <li>An advisor</li>
      </IconList>
    </section>,
  )
  expect(screen.getByRole("list", { name: "Benefits" })).toContainElement(screen.getByText("An advisor"))
  expect(screen.getByText(position(2))).toBeVisible()
})
