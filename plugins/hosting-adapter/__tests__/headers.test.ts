import { createHash } from "crypto"
import {
  ADMIN_POLICY,
  ASSET_POLICY,
  buildHeaderRules,
  contentSecurityPolicy,
  formatHeadersFile,
  formTargets,
  inlineScriptHashes,
  SEARCH_INDEX_POLICY,
  type HeaderRule,
  withOwnPolicy,
} from "../headers"
import { servedPaths } from "../pages"

/** Every rule a host applies at `path` (a placeholder is one segment, `*` anything), as both hosts match. */
const matching = (rules: readonly HeaderRule[], path: string) =>
  rules.filter((rule) =>
    new RegExp(
      `^${rule.path
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*")
        .replace(/:[a-z0-9]+/g, "[^/]+")}$`,
    ).test(path),
  )

/** The policy a host sends at `path`; two rules setting it would send two policies, and fail here. */
const policyOf = (rules: readonly HeaderRule[], path: string) => {
  const policies = matching(rules, path).flatMap((rule) =>
    rule.headers.filter(([name]) => name === "Content-Security-Policy").map(([, value]) => value),
  )
  expect(policies.length).toBeLessThanOrEqual(1)
  return policies[0]
}

/** A policy as directive → sources. */
const parseCsp = (policy: string) =>
  new Map(
    policy.split(";").map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      return [name, sources] as const
    }),
  )

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
  { file: "about.html", html: page("/about") },
  { file: "jobs/full-stack-software-engineer.html", html: page("/jobs/full-stack-software-engineer") },
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

  it("allows every inline script of the pages a rule covers", () => {
    const about = policyOf(rules, "/about")
    expect(about).toContain(sha('/*<![CDATA[*/window.pagePath="/about";/*]]>*/'))
    expect(about).toContain(sha('/*<![CDATA[*/window.pagePath="/404.html";/*]]>*/'))
    expect(policyOf(rules, "/")).toContain(sha('/*<![CDATA[*/window.pagePath="/";/*]]>*/'))
  })

  it("refuses a page with inline event handlers, which no hash can allow", () => {
    expect(() => buildHeaderRules([{ file: "x.html", html: '<img src="a.png" onerror="alert(1)">' }])).toThrow(
      /onerror/,
    )
  })
})

const NO_FIREBASE = { firebase: false }

describe("the content security policy", () => {
  const csp = parseCsp(contentSecurityPolicy([sha("x")]))

  it("lets the site prefetch its own files, and denies every other kind it does not list, framing included", () => {
    expect(csp.get("default-src")).toEqual(["'self'"])
    for (const kind of ["frame-src", "font-src", "media-src", "object-src"]) expect(csp.get(kind)).toEqual(["'none'"])
    expect(csp.get("frame-ancestors")).toEqual(["'none'"])
    expect(csp.get("base-uri")).toEqual(["'self'"])
    expect(csp.get("form-action")).toEqual(["'self'"])
  })

  it("never allows unsafe-inline or unsafe-eval for scripts", () => {
    const scripts = csp.get("script-src")!
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    expect(scripts).toContain(`'${sha("x")}'`)
  })

  it("with Firebase, allows the Firebase, Analytics and reCAPTCHA hosts the SDK calls", () => {
    const csp = parseCsp(contentSecurityPolicy([sha("x")], [], { firebase: true }))
    expect(csp.get("connect-src")).toEqual(
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
    expect(csp.get("script-src")).toEqual(
      expect.arrayContaining([
        "https://www.googletagmanager.com",
        "https://www.google.com/recaptcha/",
        "https://www.gstatic.com/recaptcha/",
      ]),
    )
    expect(csp.get("frame-src")).toEqual(["https://www.google.com/recaptcha/"])
  })

  it("without Firebase, allows no host but the site's own", () => {
    expect(csp.get("script-src")).toEqual(["'self'", `'${sha("x")}'`])
    expect(csp.get("connect-src")).toEqual(["'self'"])
    expect(csp.get("img-src")).toEqual(["'self'", "data:"])
    expect(csp.get("frame-src")).toEqual(["'none'"])
  })
})

describe("where forms may send", () => {
  it("allows mailto: for a mail hand-off and the origin of an absolute endpoint, nothing else", () => {
    expect(formTargets('<form action="mailto:help@example.com" method="post"></form>')).toEqual(["mailto:"])
    expect(formTargets('<form method="post" action="https://news.example.org/subscribe?x=1&amp;y=2">')).toEqual([
      "https://news.example.org",
    ])
    expect(formTargets('<form method="post"><form action="/search">')).toEqual([])
    const policy = parseCsp(contentSecurityPolicy([], ["mailto:"]))
    expect(policy.get("form-action")).toEqual(["'self'", "mailto:"])
  })
})

describe("the _headers rules", () => {
  it("gives each page the page policy at every address a host answers it at", () => {
    expect(servedPaths("index.html")).toEqual(["/"])
    expect(servedPaths("about.html")).toEqual(["/about", "/about.html"])
    for (const path of ["/", "/about", "/about.html", "/jobs/full-stack-software-engineer", "/404"]) {
      expect(policyOf(rules, path)).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
    }
  })

  it("sets every header at most once on any path, pages, assets and the content manager alike", () => {
    const withFolders = buildHeaderRules(pages, ["static", "page-data"])
    for (const path of [
      "/",
      "/about",
      "/jobs/x",
      "/app-1.js",
      "/static/a/b.svg",
      "/page-data/a/page-data.json",
      "/admin/cms",
      "/admin/config.yml",
    ]) {
      const names = matching(withFolders, path).flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()))
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
    }
    expect(policyOf(withFolders, "/admin/cms")).toBe(ADMIN_POLICY)
    expect(policyOf(withFolders, "/static/a/b.svg")).toBe(ASSET_POLICY)
  })

  it("lets the search index's worker run WebAssembly, and no page", () => {
    const searchPages = [
      ...pages,
      { file: "search.html", html: page("/search") },
      { file: "hi/search.html", html: page("/hi/search") },
      { file: "kn/search.html", html: page("/kn/search") },
    ]
    const withIndex = buildHeaderRules(searchPages, ["static", "page-data", "pagefind"])
    for (const path of ["/pagefind/pagefind-worker.js", "/pagefind/pagefind.js", "/pagefind/index/hi_1.pf_index"]) {
      const names = matching(withIndex, path).flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()))
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
      expect(policyOf(withIndex, path)).toBe(SEARCH_INDEX_POLICY)
    }
    const worker = parseCsp(SEARCH_INDEX_POLICY)
    expect(worker.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"])
    expect(worker.get("connect-src")).toEqual(["'self'"])
    expect(worker.get("frame-ancestors")).toEqual(["'none'"])
    for (const path of ["/search", "/hi/search", "/kn/search", "/", "/about", "/jobs/x"]) {
      const policy = parseCsp(policyOf(withIndex, path)!)
      expect(policy.get("script-src")).toContain("'self'")
      expect(policy.get("script-src")).not.toContain("'wasm-unsafe-eval'")
      expect(policy.get("connect-src")).toContain("'self'")
    }
    expect(policyOf(withIndex, "/static/a.svg")).toBe(ASSET_POLICY)
  })

  it("grows with the site's folders, not its pages", () => {
    const many = (n: number) => [
      ...pages,
      ...Array.from({ length: n }, (_, i) => ({ file: `legal-${i}.html`, html: page("/legal") })),
      ...Array.from({ length: n }, (_, i) => ({ file: `hi/blog/post-${i}.html`, html: page("/hi/blog/post") })),
    ]
    expect(buildHeaderRules(many(500), ["static"]).length).toBe(buildHeaderRules(many(1), ["static"]).length)
    expect(buildHeaderRules(many(500), ["static"]).length).toBeLessThanOrEqual(20)
  })

  it("gives the pages of a folder one rule per depth, with every page's inline scripts", () => {
    const folderPages = [
      { file: "hi/about.html", html: '<script>window.a="1"</script>' },
      { file: "hi/blog/x.html", html: '<script>window.b="2"</script>' },
    ]
    const folderRules = buildHeaderRules(folderPages)
    expect(folderRules.filter((candidate) => candidate.path.startsWith("/hi")).map((r) => r.path)).toEqual([
      "/hi/:p1",
      "/hi/:p1/:p2",
    ])
    const rule = folderRules.find((candidate) => candidate.path === "/hi/:p1")!
    const policy = rule.headers.find(([name]) => name === "Content-Security-Policy")![1]
    expect(policy).toContain(sha('window.a="1"'))
    expect(policy).toContain(sha('window.b="2"'))
  })

  it("lets the root 404 page's script run at an unknown address under a folder of pages", () => {
    const withNotFound = buildHeaderRules([
      { file: "404.html", html: '<script>location.replace("/")</script>' },
      { file: "jobs/nurse.html", html: '<script>window.a="1"</script>' },
      { file: "hi/404.html", html: '<script>location.replace("/hi")</script>' },
      { file: "hi/about.html", html: '<script>window.b="2"</script>' },
    ])
    expect(policyOf(withNotFound, "/jobs/closed-job")).toContain(sha('location.replace("/")'))
    expect(policyOf(withNotFound, "/hi/no-such-page")).toContain(sha('location.replace("/hi")'))
    expect(policyOf(withNotFound, "/hi/no-such-page")).not.toContain(sha('location.replace("/")'))
  })

  it("refuses a policy longer than a Cloudflare Pages header line", () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      file: `hi/p${i}.html`,
      html: `<script>window.p=${i}</script>`,
    }))
    expect(() => buildHeaderRules(many)).toThrow(/Content-Security-Policy of \/hi\/:p1 is \d+ characters/)
  })

  it("keeps every header line under Cloudflare Pages' 2,000-character limit", () => {
    const file = formatHeadersFile(rules)
    for (const line of file.split("\n")) expect(line.length).toBeLessThan(2000)
  })
})

describe("a 404 page's own policy", () => {
  const notFound = {
    file: "hi/404.html",
    html: '<html lang="hi"><head><meta charSet="utf-8"/><title>x</title><script>location.replace("/hi")</script></head></html>',
  }
  const ownPolicy = (html: string) =>
    html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/)?.[1] ?? ""

  it("goes right after the charset, allows the page's scripts, and leaves out what a meta cannot carry", () => {
    const html = withOwnPolicy(notFound, NO_FIREBASE)
    expect(html).toMatch(/^<html lang="hi"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/)
    const policy = parseCsp(ownPolicy(html))
    expect(policy.get("default-src")).toEqual(["'self'"])
    expect(policy.get("script-src")).toContain(`'${sha('location.replace("/hi")')}'`)
    expect(policy.has("frame-ancestors")).toBe(false)
  })

  it("replaces the policy an earlier build left, rather than adding a second", () => {
    const twice = withOwnPolicy({ ...notFound, html: withOwnPolicy(notFound, NO_FIREBASE) }, NO_FIREBASE)
    expect(twice).toBe(withOwnPolicy(notFound, NO_FIREBASE))
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1)
  })

  it("fails naming the page when its head has no charset to follow", () => {
    expect(() => withOwnPolicy({ file: "404.html", html: "<html><head></head></html>" }, NO_FIREBASE)).toThrow(
      '404.html has no <meta charSet="utf-8"/>',
    )
  })
})
