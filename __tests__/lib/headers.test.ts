import { createHash } from "crypto"
import {
  buildHeaderRules,
  contentSecurityPolicy,
  formatHeadersFile,
  inlineScriptHashes,
  pagePaths,
  IMMUTABLE,
  REVALIDATE,
  type HeaderRule,
} from "../../src/lib/security-headers"
import { observatoryScore, parseCsp } from "../helpers/observatory"

/** Host pattern → RegExp, as Netlify and Cloudflare Pages match it ("*" matches anything). */
const pathPattern = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`)

/** The headers a host sends for a path: every matching rule, a repeated name's values joined by ", ". */
function headersFor(rules: readonly HeaderRule[], path: string): Map<string, string> {
  const result = new Map<string, string>()
  for (const rule of rules.filter((r) => pathPattern(r.path).test(path))) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      result.set(key, result.has(key) ? `${result.get(key)}, ${value}` : value)
    }
  }
  return result
}

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`

/** Two pages shaped like Gatsby's output: per-page inline scripts, a JSON-LD block, external chunks. */
const page = (pagePath: string) =>
  `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<style>.a{color:red}</style></head><body><div id="gatsby-announcer" style="position:absolute"></div>` +
  `<script type="module">const e=1;</script><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  `<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>` +
  `<script src="/app-123.js" async></script></body></html>`

const pages = [
  { file: "index.html", html: page("/") },
  { file: "about/index.html", html: page("/about") },
  { file: "jobs/full-stack-software-engineer/index.html", html: page("/jobs/full-stack-software-engineer") },
  { file: "404.html", html: page("/404.html") },
]
const rules = buildHeaderRules(pages)

describe("inline script hashes", () => {
  it("hashes exactly the text of each inline script the browser runs", () => {
    const hashes = inlineScriptHashes(page("/about"))
    expect(hashes).toEqual([
      sha("const e=1;"),
      sha('/*<![CDATA[*/window.pagePath="/about";/*]]>*/'),
      sha('\n            window.___chunkMapping="{}";\n          '),
    ])
  })

  it("leaves out JSON data blocks and external scripts", () => {
    const hashes = inlineScriptHashes(page("/"))
    expect(hashes).not.toContain(sha('{"@type":"Organization"}'))
    expect(hashes).toHaveLength(3)
  })

  it("differs per page, so each page gets its own policy", () => {
    const home = headersFor(rules, "/").get("content-security-policy")
    const about = headersFor(rules, "/about").get("content-security-policy")
    expect(home).toContain(sha('/*<![CDATA[*/window.pagePath="/";/*]]>*/'))
    expect(about).toContain(sha('/*<![CDATA[*/window.pagePath="/about";/*]]>*/'))
    expect(home).not.toContain(sha('/*<![CDATA[*/window.pagePath="/about";/*]]>*/'))
  })

  it("refuses a page with inline event handlers, which no hash can allow", () => {
    expect(() => buildHeaderRules([{ file: "x/index.html", html: '<img src="a.png" onerror="alert(1)">' }])).toThrow(
      /onerror/,
    )
  })
})

describe("the content security policy", () => {
  const csp = parseCsp(contentSecurityPolicy([sha("x")]))

  it("denies everything not listed, framing included", () => {
    expect([...csp.get("default-src")!]).toEqual(["'none'"])
    expect([...csp.get("frame-ancestors")!]).toEqual(["'none'"])
    expect([...csp.get("base-uri")!]).toEqual(["'self'"])
    expect([...csp.get("form-action")!]).toEqual(["'self'"])
  })

  it("never allows unsafe-inline or unsafe-eval for scripts", () => {
    const scripts = [...csp.get("script-src")!]
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    expect(scripts).toContain(`'${sha("x")}'`.toLowerCase())
  })

  it("allows the Firebase, Analytics and reCAPTCHA hosts the SDK calls", () => {
    expect([...csp.get("connect-src")!]).toEqual(
      expect.arrayContaining([
        "https://firebaseinstallations.googleapis.com",
        "https://firebaselogging.googleapis.com",
        "https://firebaseremoteconfig.googleapis.com",
        "https://firebase.googleapis.com",
        "https://content-firebaseappcheck.googleapis.com",
        "https://identitytoolkit.googleapis.com",
        "https://securetoken.googleapis.com",
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.googletagmanager.com",
      ]),
    )
    expect([...csp.get("script-src")!]).toEqual(
      expect.arrayContaining([
        "https://www.googletagmanager.com",
        "https://www.google.com/recaptcha/",
        "https://www.gstatic.com/recaptcha/",
      ]),
    )
    expect([...csp.get("frame-src")!]).toEqual(["https://www.google.com/recaptcha/"])
  })
})

describe("the _headers rules", () => {
  it("gives each page its policy at both of the paths hosts serve it at", () => {
    expect(pagePaths("index.html")).toEqual(["/"])
    expect(pagePaths("about/index.html")).toEqual(["/about", "/about/"])
    expect(pagePaths("404.html")).toEqual(["/404.html"])
    for (const path of ["/", "/about", "/about/", "/jobs/full-stack-software-engineer", "/404.html"]) {
      expect(headersFor(rules, path).get("content-security-policy")).toMatch(
        /^default-src 'none'; script-src 'self' 'sha256-/,
      )
    }
  })

  it("never sets one header twice on a path (hosts would join the values with a comma)", () => {
    const paths = [
      "/",
      "/about",
      "/about/",
      "/jobs/full-stack-software-engineer/",
      "/404.html",
      "/app-123.js",
      "/styles.abc.css",
      "/static/logo-abc.png",
      "/page-data/about/page-data.json",
      "/page-data/app-data.json",
      "/sitemap-index.xml",
      "/robots.txt",
      "/manifest.webmanifest",
      "/favicon.svg",
      "/icons/icon-512x512.png",
      "/share-image.png",
    ]
    for (const path of paths) {
      const counts = new Map<string, number>()
      for (const rule of rules.filter((r) => pathPattern(r.path).test(path))) {
        for (const [name] of rule.headers) counts.set(name, (counts.get(name) ?? 0) + 1)
      }
      for (const [name, count] of counts) expect([path, name, count]).toEqual([path, name, 1])
    }
  })

  it("caches hashed assets for a year and makes HTML and page data revalidate", () => {
    expect(headersFor(rules, "/app-123.js").get("cache-control")).toBe(IMMUTABLE)
    expect(headersFor(rules, "/styles.abc.css").get("cache-control")).toBe(IMMUTABLE)
    expect(headersFor(rules, "/static/abc/logo.png").get("cache-control")).toBe(IMMUTABLE)
    expect(headersFor(rules, "/page-data/about/page-data.json").get("cache-control")).toBe(REVALIDATE)
    expect(headersFor(rules, "/about").get("cache-control")).toBe(REVALIDATE)
    expect(IMMUTABLE).toBe("public, max-age=31536000, immutable")
    expect(REVALIDATE).toBe("public, max-age=0, must-revalidate")
  })

  it("sends the security headers on every path", () => {
    for (const path of ["/", "/app-123.js", "/sitemap-index.xml"]) {
      const headers = headersFor(rules, path)
      expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload")
      expect(headers.get("x-content-type-options")).toBe("nosniff")
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
      expect(headers.get("cross-origin-resource-policy")).toBe("same-origin")
      expect(headers.get("permissions-policy")).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
    }
    for (const path of [
      "/",
      "/sitemap-index.xml",
      "/favicon.svg",
      "/manifest.webmanifest",
      "/page-data/app-data.json",
    ]) {
      expect(headersFor(rules, path).get("content-security-policy")).toContain("frame-ancestors 'none'")
    }
  })

  it("keeps every header line under Cloudflare Pages' 2,000-character limit and 100 rules", () => {
    const file = formatHeadersFile(rules)
    for (const line of file.split("\n")) expect(line.length).toBeLessThan(2000)
    expect(rules.length).toBeLessThanOrEqual(100)
  })
})

describe("Mozilla HTTP Observatory score of the home page", () => {
  it("is A+ (at least 100) with the headers of the home page", () => {
    const result = observatoryScore({ headers: headersFor(rules, "/"), html: pages[0].html })
    expect(result.tests["content-security-policy"].result).toBe("csp-implemented-with-unsafe-inline-in-style-src-only")
    expect(result.tests["x-frame-options"].result).toBe("x-frame-options-implemented-via-csp")
    expect(result.tests["cross-origin-resource-policy"].result).toBe("corp-implemented-with-same-origin")
    expect(result.tests["referrer-policy"].result).toBe("referrer-policy-private")
    expect(result.tests["strict-transport-security"].result).toBe("hsts-implemented-max-age-at-least-six-months")
    expect(result.tests["x-content-type-options"].result).toBe("x-content-type-options-nosniff")
    expect(result.tests["subresource-integrity"].result).toBe(
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    )
    expect(result.score).toBe(120)
    expect(result.grade).toBe("A+")
  })

  it("scores what the rules penalise (the scorer can fail)", () => {
    const headers = new Map(headersFor(rules, "/"))
    headers.set("content-security-policy", "default-src 'self'; script-src 'self' 'unsafe-inline'")
    headers.delete("strict-transport-security")
    const result = observatoryScore({ headers, html: pages[0].html })
    expect(result.tests["content-security-policy"].result).toBe("csp-implemented-with-unsafe-inline")
    expect(result.score).toBe(60)
    expect(result.grade).toBe("C+")
    const bare = observatoryScore({ headers: {}, html: "" })
    expect([bare.score, bare.grade]).toEqual([30, "D"])
  })
})
