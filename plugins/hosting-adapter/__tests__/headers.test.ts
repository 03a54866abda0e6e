import { createHash } from "crypto"
import {
  ADMIN_POLICY,
  ASSET_POLICY,
  buildHeaderRules,
  checkHeaderRules,
  contentSecurityPolicy,
  formatHeadersFile,
  formTargets,
  IMMUTABLE,
  inlineScriptHashes,
  SEARCH_INDEX_POLICY,
  SITE_WIDE_HEADERS,
  type HeaderRule,
  withoutPolicyMeta,
} from "../headers"
import { servedPaths } from "../pages"

/**
 * What each host sends at `path` for the rules, as the hosts' own code reads `_headers` (checked on their
 * runtimes by __tests__/e2e/hosts.spec.ts):
 * - Cloudflare (workers-shared's rules engine, run by `wrangler pages dev`): a placeholder is one segment, `*`
 *   anything, the whole path; every matching rule in file order, each removing its `!` headers, then setting its
 *   own, a header set before joined with ", ".
 * - Netlify (@netlify/headers-parser and @netlify/headers, run by `netlify dev`): the same, case-insensitive, a
 *   trailing slash allowed, a `*` alone in its segment making the slash before it optional; the `!` line skipped;
 *   each header from the last matching rule that sets it.
 */
const cloudflareMatches = (rule: HeaderRule, path: string) =>
  new RegExp(
    `^${rule.path
      .split("*")
      .map((part) => part.replace(/[-/\\^$*+?.()|[\]{}]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
      .join(".*")}$`,
  ).test(path)

const netlifyMatches = (rule: HeaderRule, path: string) =>
  new RegExp(
    `^/${rule.path
      .split("/")
      .filter(Boolean)
      .map((part) =>
        part.startsWith(":")
          ? "([^/]+)"
          : part === "*"
            ? "?(.*)"
            : part.includes("*")
              ? part.replaceAll("*", "(.*)")
              : part.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&").replaceAll("-", "\\x2d"),
      )
      .join("/")}/?$`,
    "iu",
  ).test(path)

const HOSTS = {
  cloudflare: (rules: readonly HeaderRule[], path: string) => {
    const headers = new Map<string, string>()
    for (const rule of rules.filter((candidate) => cloudflareMatches(candidate, path))) {
      for (const name of rule.detach ?? []) headers.delete(name.toLowerCase())
      for (const [name, value] of rule.headers) {
        const set = headers.get(name.toLowerCase())
        headers.set(name.toLowerCase(), set === undefined ? value : `${set}, ${value}`)
      }
    }
    return headers
  },
  netlify: (rules: readonly HeaderRule[], path: string) => {
    const headers = new Map<string, string>()
    for (const rule of rules.filter((candidate) => netlifyMatches(candidate, path)))
      for (const [name, value] of rule.headers) headers.set(name.toLowerCase(), value)
    return headers
  },
}

/** The policy both hosts send at `path`; they must agree, and no policy of ours holds a comma (two joined would). */
const policyOf = (rules: readonly HeaderRule[], path: string) => {
  const [cloudflare, netlify] = [HOSTS.cloudflare(rules, path), HOSTS.netlify(rules, path)].map((headers) =>
    headers.get("content-security-policy"),
  )
  expect({ path, policy: cloudflare }).toEqual({ path, policy: netlify })
  expect(cloudflare ?? "").not.toContain(",")
  return cloudflare
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
  const searchPages = [
    ...pages,
    { file: "search.html", html: page("/search") },
    { file: "hi/about.html", html: page("/hi/about") },
    { file: "hi/404.html", html: page("/hi/404.html") },
    { file: "hi/search.html", html: page("/hi/search") },
    { file: "kn/blog/post.html", html: page("/kn/blog/post") },
    { file: "kn/404.html", html: page("/kn/404.html") },
  ]
  const assetFolders = ["static", "page-data", "pagefind", ".well-known"]
  const site = buildHeaderRules(searchPages, assetFolders)
  const pagePolicy = site[0].headers.find(([name]) => name === "Content-Security-Policy")![1]

  it("gives each page the page policy at every address a host answers it at", () => {
    expect(servedPaths("index.html")).toEqual(["/"])
    expect(servedPaths("about.html")).toEqual(["/about", "/about.html"])
    for (const path of ["/", "/about", "/about.html", "/jobs/full-stack-software-engineer", "/404", "/hi/about"]) {
      expect(policyOf(rules, path)).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
    }
  })

  it("gives an unknown address at any depth, in every language, the one policy of the 404 pages", () => {
    for (const path of [
      "/no-such-page",
      "/a/b",
      "/jobs/x/y",
      "/about/x",
      "/deeply/nested/no/such/page",
      "/hi/no-such-page",
      "/hi/a/b/c",
      "/kn/jobs/no-such-job",
      "/kn/x/y/z/w",
      "/a/b/c/d/e/f/g/h/i/j/k/l",
      "/a/b/",
    ]) {
      expect(policyOf(site, path)).toBe(pagePolicy)
    }
    for (const notFound of ["/404.html", "/hi/404.html", "/kn/404.html"])
      expect(pagePolicy).toContain(sha(`/*<![CDATA[*/window.pagePath="${notFound}";/*]]>*/`))
  })

  it("gives the content manager, the search index and the data folders their own policy, once, at any depth", () => {
    for (const path of ["/admin/cms", "/admin/config.yml", "/admin/decap-cms-3.16.3/decap-cms.js", "/admin/a/b/c"])
      expect(policyOf(site, path)).toBe(ADMIN_POLICY)
    for (const path of ["/pagefind/pagefind-worker.js", "/pagefind/pagefind.js", "/pagefind/index/hi_1.pf_index"])
      expect(policyOf(site, path)).toBe(SEARCH_INDEX_POLICY)
    for (const path of ["/static/a/b.svg", "/page-data/a/page-data.json", "/.well-known/security.txt"])
      expect(policyOf(site, path)).toBe(ASSET_POLICY)
  })

  it("sends every header once on both hosts, on pages, assets, the content manager and unknown addresses", () => {
    for (const path of [
      "/",
      "/about",
      "/kn/x/y/z/w",
      "/app-1.js",
      "/static/a/b.svg",
      "/page-data/a/page-data.json",
      "/admin/cms",
      "/admin/decap-cms-3.16.3/decap-cms.js",
      "/pagefind/pagefind.js",
    ]) {
      for (const headers of [HOSTS.cloudflare(site, path), HOSTS.netlify(site, path)]) {
        for (const [name, value] of SITE_WIDE_HEADERS) expect(headers.get(name.toLowerCase())).toBe(value)
        expect([undefined, IMMUTABLE]).toContain(headers.get("cache-control"))
      }
    }
    expect(HOSTS.cloudflare(site, "/admin/cms").get("x-robots-tag")).toBe("noindex")
  })

  it("sends one policy too where the hosts' patterns differ: Netlify's ignore case", () => {
    expect(HOSTS.cloudflare(site, "/Admin/x").get("content-security-policy")).toBe(pagePolicy)
    expect(HOSTS.netlify(site, "/Admin/x").get("content-security-policy")).toBe(ADMIN_POLICY)
  })

  it("writes the page policy first, on /*, and each folder's after it, detaching it first", () => {
    const file = formatHeadersFile(site)
    const blocks = file.split(/\n(?=\/)/).slice(1)
    expect(blocks[0]).toMatch(/^\/\*\n/)
    for (const folder of ["admin", "pagefind", "static"]) {
      const block = blocks.find((candidate) => candidate.startsWith(`/${folder}/*\n`))!
      expect(block).toMatch(/^\/[^\n]+\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: /)
    }
    expect(file.match(/^\/.*$/gm)).toHaveLength(site.length)
  })

  it("refuses a rule that sets a header of /* again without detaching it", () => {
    const undetached = buildHeaderRules(pages, ["static"]).map((rule) =>
      rule.path === "/admin/*" ? { ...rule, detach: [] } : rule,
    )
    expect(() => checkHeaderRules(undetached)).toThrow("/admin/* sets Content-Security-Policy again without detaching")
  })

  it("lets the search index's worker run WebAssembly, and no page", () => {
    const worker = parseCsp(SEARCH_INDEX_POLICY)
    expect(worker.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"])
    expect(worker.get("connect-src")).toEqual(["'self'"])
    expect(worker.get("frame-ancestors")).toEqual(["'none'"])
    for (const path of ["/search", "/hi/search", "/", "/about", "/jobs/x", "/a/b"]) {
      const policy = parseCsp(policyOf(site, path)!)
      expect(policy.get("script-src")).toContain("'self'")
      expect(policy.get("script-src")).not.toContain("'wasm-unsafe-eval'")
      expect(policy.get("connect-src")).toContain("'self'")
    }
  })

  it("grows with the site's asset folders, not its pages or its folders of pages", () => {
    const many = (n: number) => [
      ...pages,
      ...Array.from({ length: n }, (_, i) => ({ file: `legal-${i}.html`, html: page("/legal") })),
      ...Array.from({ length: n }, (_, i) => ({ file: `hi/blog/post-${i}.html`, html: page("/hi/blog/post") })),
      ...Array.from({ length: n }, (_, i) => ({ file: `events-${i}/x.html`, html: page("/legal") })),
    ]
    expect(buildHeaderRules(many(500), ["static"]).length).toBe(buildHeaderRules(many(1), ["static"]).length)
    expect(buildHeaderRules(many(500), ["static"]).length).toBeLessThanOrEqual(20)
  })

  it("allows the inline scripts of every page, the 404 pages' included, on every page", () => {
    const policy = policyOf(
      buildHeaderRules([
        { file: "404.html", html: '<script>location.replace("/")</script>' },
        { file: "jobs/nurse.html", html: '<script>window.a="1"</script>' },
        { file: "hi/404.html", html: '<script>location.replace("/hi")</script>' },
      ]),
      "/hi/a/b/c",
    )
    for (const script of ['location.replace("/")', 'window.a="1"', 'location.replace("/hi")'])
      expect(policy).toContain(sha(script))
  })

  it("refuses a policy longer than a Cloudflare Pages header line", () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      file: `hi/p${i}.html`,
      html: `<script>window.p=${i}</script>`,
    }))
    expect(() => buildHeaderRules(many)).toThrow(/Content-Security-Policy of \/\* is \d+ characters/)
  })

  it("keeps every header line under Cloudflare Pages' 2,000-character limit", () => {
    const file = formatHeadersFile(rules)
    for (const line of file.split("\n")) expect(line.length).toBeLessThan(2000)
  })
})

describe("a policy a 404 page kept from an earlier build", () => {
  it("is taken out, so that the header's is the page's one policy", () => {
    const html =
      '<html lang="hi"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/><title>x</title></head></html>'
    expect(withoutPolicyMeta(html)).toBe('<html lang="hi"><head><meta charSet="utf-8"/><title>x</title></head></html>')
  })
})
