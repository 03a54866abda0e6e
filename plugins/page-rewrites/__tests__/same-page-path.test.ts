import { SAME_PAGE_PATH_SCRIPT, withSamePagePath } from "../same-page-path"

const page = (pagePath: string) =>
  `<html><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script><script>window.___webpackCompilationHash="x";</script></body></html>`

describe("withSamePagePath", () => {
  it("makes every page's pagePath script the same text", () => {
    expect(withSamePagePath(page("/hi/about"), "hi/about.html")).toBe(
      withSamePagePath(page("/contact"), "contact.html"),
    )
    expect(withSamePagePath(page("/hi/about"), "hi/about.html")).toContain(SAME_PAGE_PATH_SCRIPT)
  })

  it("leaves a page an earlier build rewrote as it is", () => {
    const once = withSamePagePath(page("/hi/about"), "hi/about.html")
    expect(withSamePagePath(once, "hi/about.html")).toBe(once)
  })

  it("fails naming the page when Gatsby's script is missing", () => {
    expect(() => withSamePagePath("<html><body></body></html>", "public/about.html")).toThrow(
      /public\/about\.html has 0 window\.pagePath scripts, expected 1/,
    )
  })
})
