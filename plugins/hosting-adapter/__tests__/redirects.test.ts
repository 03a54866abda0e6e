import { redirectsFile } from "../redirects"
import { CATCH_ALL_HOME } from "../../../src/lib/routes"

const pages = new Set(["/", "/about", "/news", "/technology-presonalized-patient-care"])

describe("the _redirects file", () => {
  it("writes each declared redirect as one rule both engines accept", () => {
    const file = redirectsFile(
      [
        { fromPath: "/news-and-media", toPath: "/news", isPermanent: true },
        {
          fromPath: "/technology-personalized-patient-care",
          toPath: "/technology-presonalized-patient-care",
          statusCode: 301,
        },
        { fromPath: "/old", toPath: "/about" },
      ],
      pages,
    )
    expect(file.split("\n").filter((line) => line && !line.startsWith("#"))).toEqual([
      "/news-and-media  /news  301",
      "/technology-personalized-patient-care  /technology-presonalized-patient-care  301",
      "/old  /about  302",
    ])
  })

  it("leaves the catch-all to Home to the 404 page instead of a rule", () => {
    const file = redirectsFile([CATCH_ALL_HOME], pages)
    expect(file.split("\n").filter((line) => line && !line.startsWith("#"))).toEqual([])
    expect(file).toMatch(/^# \/\* -> \/: served by 404\.html/m)
  })

  it("refuses a rule that matches its own target (a loop on Cloudflare)", () => {
    expect(() => redirectsFile([{ fromPath: "/*", toPath: "/home" }], pages)).toThrow(/\/\* -> \/home.*loop/)
    expect(() => redirectsFile([{ fromPath: "/blog/*", toPath: "/blog/index" }], pages)).toThrow(/loop/)
  })

  it("refuses a rule from a path that has a page (the hosts would disagree)", () => {
    expect(() => redirectsFile([{ fromPath: "/about", toPath: "/news" }], pages)).toThrow(/\/about -> \/news.*page/)
  })
})

describe("404 pages in folders", () => {
  it("gives an unknown path under a language's folder that language's 404 page (Netlify), after every redirect", () => {
    const file = redirectsFile(
      [CATCH_ALL_HOME, { fromPath: "/hi/news-and-media", toPath: "/hi/news", statusCode: 301 }],
      new Set(["/", "/hi", "/kn", "/hi/news"]),
      ["hi/404.html", "kn/404.html"],
    )
    const rules = file.split("\n").filter((line) => line && !line.startsWith("#"))
    // Netlify applies the first rule that matches: the 404 rules first would swallow the redirect
    expect(rules).toEqual(["/hi/news-and-media  /hi/news  301", "/hi/*  /hi/404.html  404", "/kn/*  /kn/404.html  404"])
  })
})
