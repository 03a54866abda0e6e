import fs from "fs"
import http from "http"
import path from "path"
import { expect, type APIResponse } from "@playwright/test"
import { clockedTest as test } from "./fixtures"
import { crawl } from "./crawl"
import { builtPages, servedPaths } from "../../plugins/hosting-adapter/pages"
import {
  ADMIN_POLICY,
  IMMUTABLE,
  inlineScriptHashes,
  REVALIDATE,
  SITE_WIDE_HEADERS,
} from "../../plugins/hosting-adapter/headers"
import { LEAVE_SCRIPT } from "../../src/lib/routes"
import { SECURITY_POLICY_PATH, SECURITY_TXT_PATH } from "../../site-files/security-txt"
import { localeOfPath } from "../../src/lib/locales"
import { ADMIN_ALIASES, ADMIN_PATH } from "../../src/lib/routes"
import { CLOUDFLARE_URL, NETLIFY_URL } from "./host-urls"
import { FORM_DESTINATIONS } from "./routes"
import { FIXTURE_NOW, sitePagePaths } from "../helpers/content"
import { brotliSize } from "../../scripts/lib/first-flight.mjs"

/**
 * The build as each host serves it, through the hosts' own runtimes, both started by
 * playwright.config.ts: Cloudflare Pages' `wrangler pages dev` (workerd, the runtime production uses)
 * and Netlify's `netlify dev --offline` (its proxy applies _redirects and _headers as Netlify's CLI
 * emulates them). What netlify dev does not emulate is said where a test leaves it out: it sends its
 * own `Cache-Control: public, max-age=0` on every file, and answers /about/ and /about.html with 200.
 */

const HOSTS = [
  { name: "Cloudflare Pages (wrangler pages dev)", baseURL: CLOUDFLARE_URL, cacheControl: true },
  { name: "Netlify (netlify dev --offline)", baseURL: NETLIFY_URL, cacheControl: false },
]

const PUBLIC = path.resolve(__dirname, "../../public")
const SITE_URL = (process.env.GATSBY_SITE_URL ?? "https://www.example.com").replace(/\/$/, "")

/** Every page of the build at the address the site links to, with the canonical path it declares. */
const pages = builtPages(PUBLIC)
  .filter((page) => !/(^|\/)404\.html$/.test(page.file))
  .map((page) => ({
    path: servedPaths(page.file)[0],
    canonical: page.html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1],
  }))
/** The content manager's page, its generated configuration and Decap's own script. */
const adminDecapScript = `/admin/${fs.readdirSync(path.join(PUBLIC, "admin")).find((f) => f.startsWith("decap-cms-"))}/decap-cms.js`
const adminFiles = [
  { path: ADMIN_PATH, cache: REVALIDATE, policy: ADMIN_POLICY },
  { path: "/admin/config.yml", cache: REVALIDATE, policy: ADMIN_POLICY },
  { path: adminDecapScript, cache: IMMUTABLE, policy: ADMIN_POLICY },
]
const unknownPaths = [
  "/no-such-page",
  "/deeply/nested/no/such/page",
  "/about/x",
  "/jobs/no-such-job",
  "/a/b",
  "/jobs/x/y",
]
/** Unknown paths under a language's prefix, one folder deep and more, and the home they lead to. */
const unknownLocalizedPaths = [
  { path: "/hi/no-such-page", home: "/hi" },
  { path: "/hi/a/b/c", home: "/hi" },
  { path: "/kn/jobs/no-such-job", home: "/kn" },
  { path: "/kn/x/y/z/w", home: "/kn" },
]

/**
 * Each policy a response carries: every Content-Security-Policy header, split where a host joined two rules'
 * values with a comma (no source of ours holds one). A browser enforces each.
 */
const policies = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "content-security-policy")
    .flatMap(({ value }) => value.split(","))

test("the build holds a page for each file of src/pages and each top-level page the fixture's data makes", () => {
  const built = new Set(pages.map((page) => page.path))
  expect(sitePagePaths().filter((pagePath) => pagePath !== "/404" && !built.has(pagePath))).toEqual([])
})

/** A response's body as it travels, still compressed: Playwright's request context would decompress it. */
const encodedBody = (url: string, encoding: string) =>
  new Promise<{ encoding?: string; bytes: number }>((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": encoding } }, (response) => {
        let bytes = 0
        response.on("data", (chunk: Buffer) => (bytes += chunk.length))
        response.on("end", () => resolve({ encoding: response.headers["content-encoding"], bytes }))
      })
      .on("error", reject)
  })

test("Cloudflare's runtime sends each page's HTML in brotli of the size check:first-flight counts", async () => {
  for (const file of ["index.html", "kn/privacy.html", "hi/about.html"]) {
    const pagePath = `/${file.replace(/(index)?\.html$/, "")}`
    const sent = await encodedBody(`${CLOUDFLARE_URL}${pagePath}`, "br, gzip")
    expect(sent.encoding, pagePath).toBe("br")
    expect(sent.bytes, pagePath).toBe(brotliSize(fs.readFileSync(path.join(PUBLIC, file))))
  }
})

for (const host of HOSTS)
  test.describe(host.name, () => {
    test.use({ baseURL: host.baseURL })

    for (const page of pages) {
      test(`${page.path} answers 200 at its own address, which is its canonical URL, in its language`, async ({
        request,
      }) => {
        const response = await request.get(page.path, { maxRedirects: 0 })
        expect(response.status()).toBe(200)
        expect(page.canonical).toBe(`${SITE_URL}${page.path.replace(/(^|\/)home$/, "") || "/"}`)
        expect(await response.text()).toContain(`<html lang="${localeOfPath(page.path)}"`)
        const headers = response.headers()
        if (host.cacheControl) expect(headers["cache-control"]).toBe(REVALIDATE)
        expect(policies(response)).toHaveLength(1)
        expect(headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
        expect(headers["content-security-policy"]).not.toContain("unsafe-eval")
        for (const [name, value] of SITE_WIDE_HEADERS) expect(headers[name.toLowerCase()]).toBe(value)
      })
    }

    test("/.well-known/security.txt is text/plain with RFC 9116's fields, expiring within the year", async ({
      request,
    }) => {
      const response = await request.get(SECURITY_TXT_PATH, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8")
      const fields = Object.fromEntries(
        (await response.text())
          .trim()
          .split("\n")
          .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
      )
      expect(fields).toMatchObject({
        Contact: expect.stringMatching(/^mailto:\S+@\S+$/),
        "Preferred-Languages": expect.stringMatching(/^en\b/),
        Canonical: `${SITE_URL}${SECURITY_TXT_PATH}`,
        Policy: `${SITE_URL}${SECURITY_POLICY_PATH}`,
      })
      expect((await request.get(SECURITY_POLICY_PATH, { maxRedirects: 0 })).status()).toBe(200)
      const expires = Date.parse(fields.Expires)
      // counted from the build's clock: the fixture build's fixed SITE_NOW
      expect(expires).toBeGreaterThan(FIXTURE_NOW.getTime())
      expect(expires).toBeLessThan(FIXTURE_NOW.getTime() + 365 * 24 * 3600 * 1000)
    })

    test("the CMS is served with its own policy and caching by file, and /admin and /admin/ lead to it", async ({
      request,
    }) => {
      for (const file of adminFiles) {
        const response = await request.get(file.path, { maxRedirects: 0 })
        expect(response.status(), file.path).toBe(200)
        const headers = response.headers()
        expect(policies(response), file.path).toEqual([file.policy])
        expect(headers["x-robots-tag"], file.path).toBe("noindex")
        if (host.cacheControl) expect(headers["cache-control"], file.path).toBe(file.cache)
      }
      for (const alias of ADMIN_ALIASES)
        expect((await request.get(alias, { maxRedirects: 0 })).headers()["location"], alias).toBe(ADMIN_PATH)
    })

    for (const unknown of unknownPaths) {
      test(`${unknown} answers 404 with the page that sends the visitor home`, async ({ request }) => {
        const response = await request.get(unknown, { maxRedirects: 0 })
        expect(response.status()).toBe(404)
        const html = await response.text()
        expect(html).toContain(`>${LEAVE_SCRIPT}</script>`)
        expect(html).toMatch(/<noscript[^>]*><meta http-equiv="refresh" content="0; url=\/"><\/noscript>/)
      })
    }

    for (const { path: unknown, home } of unknownLocalizedPaths) {
      test(`${unknown} answers 404 with the page that sends the visitor to ${home}, also without JavaScript`, async ({
        request,
      }) => {
        const response = await request.get(unknown, { maxRedirects: 0 })
        expect(response.status()).toBe(404)
        const html = await response.text()
        expect(html).toContain(`<html lang="${home.slice(1)}"`)
        expect(html).toContain(`>${LEAVE_SCRIPT}</script>`)
        expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${home}">`)
      })
    }

    // No placeholder rule reaches every depth: `/*` gives every address the pages' policy, 404 pages' scripts included.
    test("an unknown path at any depth, in every language, carries one policy, which allows the 404 page's scripts", async ({
      request,
    }) => {
      for (const unknown of [...unknownPaths, ...unknownLocalizedPaths.map(({ path }) => path)]) {
        const response = await request.get(unknown, { maxRedirects: 0 })
        expect(response.status(), unknown).toBe(404)
        expect(policies(response), unknown).toHaveLength(1)
        const [policy] = policies(response)
        expect(policy, unknown).toMatch(/^default-src 'self'; script-src 'self' /)
        const html = await response.text()
        expect(html, unknown).not.toContain('http-equiv="Content-Security-Policy"')
        const allowed = policy.match(/script-src ([^;]*)/)![1].split(" ")
        for (const hash of inlineScriptHashes(html)) expect(allowed, `${unknown}: ${hash}`).toContain(`'${hash}'`)
      }
    })

    test("every response carries each header once: assets, data, the CMS and unknown paths too", async ({
      request,
    }) => {
      const html = await (await request.get("/about")).text()
      const script = html.match(/"(\/app-[0-9a-f]+\.js)"/)?.[1]
      const image = html.match(/"(\/static\/[^"]+\.(?:svg|png|webp|avif))/)?.[1]
      for (const url of [
        script,
        image,
        "/page-data/about/page-data.json",
        SECURITY_TXT_PATH,
        ADMIN_PATH,
        adminDecapScript,
        "/pagefind/pagefind-worker.js",
        ...unknownPaths,
        ...unknownLocalizedPaths.map(({ path }) => path),
      ]) {
        expect(url).toBeDefined()
        const response = await request.get(url!, { maxRedirects: 0 })
        const headers = response.headers()
        for (const [name, value] of SITE_WIDE_HEADERS)
          expect(headers[name.toLowerCase()], `${name} of ${url}`).toBe(value)
        expect(policies(response), url).toHaveLength(1)
      }
    })

    test("a trailing slash or .html is one redirect to the page's address", async ({ request }) => {
      test.skip(!host.cacheControl, "netlify dev answers /about/ and /about.html with the page itself")
      for (const variant of ["/about/", "/about.html", "/jobs/"]) {
        const response = await request.get(variant, { maxRedirects: 0 })
        expect(response.status(), variant).toBe(308)
        expect(response.headers()["location"], variant).toBe(variant.replace(/(\/|\.html)$/, ""))
      }
    })

    test("hashed assets are immutable, page data revalidates", async ({ request }) => {
      test.skip(!host.cacheControl, "netlify dev sends its own Cache-Control on every file")
      const html = await (await request.get("/about")).text()
      // one of the scripts the page's loader adds after the first paint (scripts-after-paint in plugins/page-rewrites)
      const script = html.match(/"(\/app-[0-9a-f]+\.js)"/)?.[1]
      expect(script).toBeDefined()
      expect((await request.get(script!)).headers()["cache-control"]).toBe(IMMUTABLE)
      expect((await request.get("/page-data/about/page-data.json")).headers()["cache-control"]).toBe(REVALIDATE)
    })

    // linkinator crawls from Home. A link may pass through one redirect the site declares (createRedirect)
    // to a page, but never ends on Home by redirect: that is a soft 404. External links are listed by the
    // crawl, never fetched (the machine is offline).
    test("every internal link, asset and #fragment answers 200, and none ends on Home by redirect", async ({
      baseURL,
    }) => {
      test.setTimeout(60_000)
      const { broken, reached, redirects } = await crawl(baseURL!, "warn")
      expect(broken).toEqual([])
      const toHome = redirects.filter(({ url, targetUrl }) => !targetUrl || new URL(targetUrl, url).pathname === "/")
      expect(toHome.map(({ url }) => url)).toEqual([])
      // The crawl reached every page a visitor can find (/home is an alias nothing links to; /sent is where a
      // form's answer leads).
      expect(
        pages.map((page) => page.path).filter((p) => p !== "/home" && !FORM_DESTINATIONS.has(p) && !reached.has(p)),
      ).toEqual([])
    })
  })
