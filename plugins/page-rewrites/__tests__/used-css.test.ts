/** @jest-environment node */
import { REDUCE_AT_LEAST, usedCssOnly } from "../used-css"

/** A rule no element of these pages matches, long enough that the stylesheet it is in gets reduced. */
const UNUSED = `.unused{content:"${"x".repeat(REDUCE_AT_LEAST)}"}`

/** A stylesheet as Gatsby inlines it (gatsby/cache-dir/static-entry.js). */
const inlined = (href: string, css: string) =>
  `<style data-href="${href}" data-identity="gatsby-global-css">${css}</style>`

const page = (head: string, body: string, lang = "en") =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

/** The reduced stylesheets of a page: each one's `data-sheet` and its CSS, in order. */
const sheetsOf = (html: string) =>
  [...html.matchAll(/<style data-sheet="([^"]+)">([\s\S]*?)<\/style>/g)].map(([, sheet, css]) => ({ sheet, css }))

/** The one stylesheet of a page with `css` (and an unused rule) and `body`, reduced. */
async function reducedSheet(css: string, body: string, lang = "en") {
  const [sheet] = sheetsOf(await usedCssOnly(page(inlined("/1.css", css + UNUSED), body, lang), "x.html"))
  return sheet.css
}

describe("usedCssOnly", () => {
  it("keeps, in each stylesheet and in order, only the rules the markup matches, named by data-sheet", async () => {
    const html = page(
      inlined("/1.css", `.used{color:red}${UNUSED}`) + inlined("/2.css", `p{margin:0}.form-error{color:red}${UNUSED}`),
      '<p class="used">Hello</p>',
    )
    const sheets = sheetsOf(await usedCssOnly(html, "public/index.html"))
    expect(sheets.map(({ sheet }) => sheet)).toEqual(["/1.css", "/2.css"])
    expect(sheets[0].css).toContain(".used")
    expect(sheets[0].css).not.toContain(".unused")
    expect(sheets[1].css).toContain("p{")
    expect(sheets[1].css).not.toContain(".form-error")
  })

  it("leaves webpack's CSS loader no data-href for a reduced stylesheet, so it links it whole when the page hydrates", async () => {
    const html = await usedCssOnly(page(inlined("/1.css", `p{margin:0}${UNUSED}`), "<p>Hi</p>"), "x.html")
    expect(html).not.toContain("data-href")
    expect(html).not.toContain("gatsby-global-css")
  })

  it("leaves a stylesheet the page uses whole, or all but a few rules of, as Gatsby wrote it", async () => {
    const whole = inlined("/2.css", "p{margin:0}")
    const almostWhole = inlined("/3.css", "p{padding:0}.banner{position:fixed}")
    const html = await usedCssOnly(page(inlined("/1.css", UNUSED) + whole + almostWhole, "<p>Hi</p>"), "x.html")
    expect(html).toContain(whole)
    expect(html).toContain(almostWhole)
    expect(sheetsOf(html).map(({ sheet }) => sheet)).toEqual(["/1.css"])
  })

  it("changes nothing outside the stylesheets Gatsby inlined", async () => {
    const body =
      '<p class="used" data-x="a&amp;b">Hi &lt;there&gt;</p><noscript><style>.x{color:red}</style></noscript>'
    const head = '<link rel="canonical" href="https://example.org/"/>'
    const html = await usedCssOnly(page(head + inlined("/1.css", `.used{color:red}${UNUSED}`), body), "x.html")
    expect(html.replace(/<style data-sheet="[^"]+">[\s\S]*?<\/style>/, "")).toBe(page(head, body))
  })

  it("keeps a rule of a media query or of a state when its element is in the markup, and the keyframes it uses", async () => {
    const css = await reducedSheet(
      "@media (max-width:640px){.menu{display:none}.gone{color:red}}" +
        ".menu:hover{color:blue}.menu:not([data-open]){opacity:1}" +
        "@keyframes slide{0%{opacity:0}}@keyframes unused{0%{opacity:0}}.menu{animation:slide 1s}",
      '<nav class="menu"></nav>',
    )
    expect(css).toContain("@media (max-width:640px){.menu{display:none}}")
    expect(css).toContain(".menu:hover")
    expect(css).toContain(".menu:not([data-open])")
    expect(css).toContain("@keyframes slide")
    expect(css).not.toContain("@keyframes unused")
  })

  it("keeps a rule whose class name ends in an escaped '+' (short-class-names' hashes)", async () => {
    const css = await reducedSheet(".Dw\\+pt .T4A6\\+{color:red}", '<div class="Dw+pt"><p class="T4A6+">x</p></div>')
    expect(css).toContain(".Dw\\+pt .T4A6\\+{color:red}")
  })

  it("keeps the root rules of the page's language, a selector of pseudo-classes only, and drops the others'", async () => {
    const css = await reducedSheet(
      ":root{--leading:1.6}:root:lang(kn){--leading:1.75}:root:lang(hi){--leading:1.7}p{line-height:var(--leading)}",
      "<p>ಕನ್ನಡ</p>",
      "kn",
    )
    expect(css).toContain(":root:lang(kn){--leading:1.75}")
    expect(css).not.toContain(":lang(hi)")
  })

  it("drops a custom property nothing reads, and keeps one a rule or the markup's style attribute reads", async () => {
    const css = await reducedSheet(
      ":root{--gap:1rem;--unread:2rem;--width:10rem;--inner:3px;--outer:var(--inner)}p{margin:var(--gap);border-width:var(--outer)}",
      '<p style="width:var(--width)">Hi</p>',
    )
    expect(css).toContain("--gap:1rem")
    expect(css).toContain("--width:10rem")
    expect(css).toContain("--outer:var(--inner)")
    expect(css).toContain("--inner:3px")
    expect(css).not.toContain("--unread")
  })

  it("keeps a stylesheet whose rules the page uses none of, empty, so its name stays in the page", async () => {
    const html = await usedCssOnly(page(inlined("/1.css", UNUSED), "<p>Hi</p>"), "x.html")
    expect(sheetsOf(html)).toEqual([{ sheet: "/1.css", css: "" }])
  })

  it("returns a page it already reduced as it is", async () => {
    const css = inlined("/1.css", `p{margin:0}${UNUSED}`) + inlined("/2.css", "p{padding:0}")
    const once = await usedCssOnly(page(css, "<p>Hi</p>"), "x.html")
    await expect(usedCssOnly(once, "x.html")).resolves.toBe(once)
  })

  it("fails naming the page when its head has no stylesheet Gatsby inlined", async () => {
    await expect(usedCssOnly(page("", "<p>Hi</p>"), "public/about/index.html")).rejects.toThrow(
      "used-css: the head of public/about/index.html has no <style data-href",
    )
  })
})
