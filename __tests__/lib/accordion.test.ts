import { toggleActive } from "../../src/lib/accordion"

test("clicking opens an item, another item replaces it, the open item closes", () => {
  let active = toggleActive<number>(null, 1)
  expect(active).toBe(1)
  active = toggleActive(active, 2)
  expect(active).toBe(2)
  active = toggleActive(active, 2)
  expect(active).toBeNull()
})
