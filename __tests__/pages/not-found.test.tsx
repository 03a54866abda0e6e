import { LEAVE_SCRIPT } from "../../src/lib/routes"

/** Where the 404 page's head script sends a visitor who asked for `pathname`. */
function leaveFrom(pathname: string): string | undefined {
  let target: string | undefined
  const location = { pathname, replace: (to: string) => (target = to) }
  new Function("location", LEAVE_SCRIPT)(location)
  return target
}

// Both hosts answer unknown paths with this page; an alias only reaches it on a host that ignores _redirects.
test.each([
  ["/no-such-page", "/"],
  ["/deeply/nested/page", "/"],
  ["/news-and-media", "/news"],
  ["/news-and-media/", "/news"],
  ["/technology-personalized-patient-care", "/technology-presonalized-patient-care"],
])("the 404 page sends %s to %s", (path, target) => {
  expect(leaveFrom(path)).toBe(target)
})
