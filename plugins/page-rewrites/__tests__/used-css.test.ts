/** @jest-environment node */
import { FIRST_ROUND_TRIP, FIRST_SCREEN_CHILDREN, REDUCE_AT_LEAST, usedCssOnly } from "../used-css"
import zlib from "zlib"

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

/** `css` holds each of `kept` and none of `dropped`. */
function expectRules(css: string, kept: string[], dropped: string[]) {
  for (const part of kept) expect(css).toContain(part)
  for (const part of dropped) expect(css).not.toContain(part)
}

describe("usedCssOnly", () => {
  it("keeps, in each stylesheet and in order, only the rules the markup matches, named by data-sheet", async () => {
    const html = page(
      inlined("/1.css", `.used{color:red}${UNUSED}`) + inlined("/2.css", `p{margin:0}.form-error{color:red}${UNUSED}`),
      '<p class="used">Hello</p>',
    )
    const sheets = sheetsOf(await usedCssOnly(html, "public/index.html"))
    expect(sheets.map(({ sheet }) => sheet)).toEqual(["/1.css", "/2.css"])
    expectRules(sheets[0].css, [".used"], [".unused"])
    expectRules(sheets[1].css, ["p{"], [".form-error"])
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
    expectRules(
      css,
      ["@media (max-width:640px){.menu{display:none}}", ".menu:hover", ".menu:not([data-open])", "@keyframes slide"],
      ["@keyframes unused"],
    )
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
    expectRules(css, [":root:lang(kn){--leading:1.75}"], [":lang(hi)"])
  })

  it("drops a custom property nothing reads, and keeps one a rule or the markup's style attribute reads", async () => {
    const css = await reducedSheet(
      ":root{--gap:1rem;--unread:2rem;--width:10rem;--inner:3px;--outer:var(--inner)}p{margin:var(--gap);border-width:var(--outer)}",
      '<p style="width:var(--width)">Hi</p>',
    )
    expectRules(css, ["--gap:1rem", "--width:10rem", "--outer:var(--inner)", "--inner:3px"], ["--unread"])
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

describe("usedCssOnly on a page too heavy for the first round trip", () => {
  /** Words brotli cannot find elsewhere in the page (a fixed sequence, so every run writes the same page). */
  function words(length: number) {
    let seed = 7
    let text = ""
    while (text.length < length) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      text += seed.toString(36) + " "
    }
    return text
  }
  const CSS =
    "body{margin:0}.head{color:red}.hero{color:red}.second{color:red}.third{color:red}.foot{color:red}" + UNUSED
  /** The header, then main's elements (the first FIRST_SCREEN_CHILDREN of them the first screen), then the footer. */
  const body = (text: string) =>
    '<div id="___gatsby"><a class="skip" href="#main">Skip</a><header class="head">Logo</header><main id="main">' +
    '<section class="hero">Hero</section><section class="second">Next</section>' +
    `<section class="third"><p>${text}</p></section></main><footer class="foot">Footer</footer></div>`
  const sent = (html: string) =>
    zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length
  const heavy = page(inlined("/1.css", CSS), body(words(30_000)))

  it("is tested on pages either side of the line", () => {
    expect(FIRST_SCREEN_CHILDREN).toBe(2)
    expect(sent(heavy)).toBeGreaterThan(FIRST_ROUND_TRIP)
    expect(sent(page(inlined("/1.css", CSS), body(words(3_000))))).toBeLessThan(FIRST_ROUND_TRIP)
  })

  it("keeps inline only the rules of the header and main's first elements, marked data-first-screen", async () => {
    const html = await usedCssOnly(heavy, "public/index.html")
    const [, css] = /<style data-sheet="\/1.css" data-first-screen="">([\s\S]*?)<\/style>/.exec(html) ?? []
    expect(css).toBe("body{margin:0}.head{color:red}.hero{color:red}.second{color:red}")
  })

  it("reduces there every stylesheet the first screen does not use whole, however little it leaves out", async () => {
    const small = inlined("/2.css", ".hero{margin:0}.foot{margin:0}")
    const whole = inlined("/3.css", ".head{padding:0}")
    const html = await usedCssOnly(heavy.replace("</head>", `${small}${whole}</head>`), "x.html")
    expect(html).toContain('<style data-sheet="/2.css" data-first-screen="">.hero{margin:0}</style>')
    expect(html).toContain(whole)
  })

  it("follows each stylesheet so reduced with a <noscript> that links it whole, for a browser without JavaScript", async () => {
    const html = await usedCssOnly(heavy, "public/index.html")
    expect(html).toMatch(/<\/style><noscript><link rel="stylesheet" href="\/1.css"\/><\/noscript><\/head>/)
    expect(html.match(/<noscript><link/g)).toHaveLength(1)
  })

  it("hides what lies past the first screen until the page is styled, and shows it again without JavaScript", async () => {
    const html = await usedCssOnly(heavy, "public/index.html")
    const hidden = "html:not([data-styled]) main>:nth-child(n+3),html:not([data-styled]) main~*"
    expect(html).toContain(
      `<style data-until-styled="">${hidden}{visibility:hidden}</style><noscript><style>${hidden}{visibility:visible}</style></noscript><style data-sheet="/1.css" data-first-screen="">`,
    )
    expect(html.match(/data-until-styled/g)).toHaveLength(1)
    const light = await usedCssOnly(page(inlined("/1.css", CSS), body(words(3_000))), "x.html")
    expect(light).not.toContain("data-until-styled")
  })

  it("keeps the rules of every element on a page within the first round trip, with nothing to link", async () => {
    const html = await usedCssOnly(page(inlined("/1.css", CSS), body(words(3_000))), "x.html")
    expect(sheetsOf(html)[0].css).toContain(".foot{color:red}")
    expect(html).not.toContain("data-first-screen")
    expect(html).not.toContain("<noscript>")
  })

  it("returns a page it already reduced to its first screen as it is", async () => {
    const once = await usedCssOnly(heavy, "x.html")
    await expect(usedCssOnly(once, "x.html")).resolves.toBe(once)
  })

  it("fails naming the page when a page too heavy for the first round trip has no <main>", async () => {
    const noMain = heavy.replace("<main", "<div").replace("</main>", "</div>")
    await expect(usedCssOnly(noMain, "public/x/index.html")).rejects.toThrow(
      "used-css: public/x/index.html: the page has no <main> to find its first screen in",
    )
  })
})
