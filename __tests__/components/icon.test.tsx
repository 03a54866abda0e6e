import * as React from "react"
import { render } from "@testing-library/react"
import { Icon } from "../../src/components/ui/icon"

const href = (container: HTMLElement) => container.querySelector("svg use")?.getAttribute("href")

test("an icon is drawn from the sprite by its name, hidden from assistive technology", () => {
  const { container } = render(<Icon name="heart-pulse" size={20} />)
  expect(href(container)).toBe("/static/icons.svg#heart-pulse")
  expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true")
  expect(container.querySelector("svg")).toHaveAttribute("width", "20")
})
