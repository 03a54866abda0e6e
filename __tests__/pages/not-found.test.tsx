import * as React from "react"
import { render } from "@testing-library/react"
import { navigate } from "gatsby"
import NotFoundPage from "../../src/pages/404"
import { mockStaticQueries } from "../helpers/content"
import { pageProps } from "../helpers/pages"

beforeEach(() => {
  mockStaticQueries()
  ;(navigate as jest.Mock).mockClear()
})

// On a host that ignores _redirects, every unknown path is answered with this page.
test.each([
  ["/no-such-page", "/"],
  ["/news-and-media", "/news"],
  ["/news-and-media/", "/news"],
  ["/technology-personalized-patient-care", "/technology-presonalized-patient-care"],
])("on a host without redirects, %s moves to %s", (path, target) => {
  render(<NotFoundPage {...pageProps({}, path)} />)
  expect(navigate).toHaveBeenCalledWith(target, { replace: true })
})
