import { createHash } from "crypto"
import type { BuiltPage } from "./pages"

/**
 * The `_headers` file (Netlify and Cloudflare Pages format), written by the adapter after the build
 * (output.ts): caching rules, security headers, and Content-Security-Policies that allow exactly the
 * pages' inline scripts by hash.
 */

export type Header = readonly [name: string, value: string]

export interface HeaderRule {
  /** A host path pattern: "/*", "/static/*", "/*.js". */
  readonly path: string
  /**
   * Headers an earlier rule set that this one takes away before it sets its own (Cloudflare's `! Name` line, which
   * Netlify skips: see buildHeaderRules).
   */
  readonly detach?: readonly string[]
  readonly headers: readonly Header[]
}

/**
 * Third-party origins, from the Firebase JS SDK 12 sources in node_modules/@firebase (analytics,
 * app-check, installations, performance, auth) and Google's CSP guidance for gtag.js and reCAPTCHA.
 */
const FIREBASE_APIS = [
  "https://firebaseinstallations.googleapis.com", // installations (performance, analytics)
  "https://firebaselogging.googleapis.com", // performance monitoring traces
  "https://firebaseremoteconfig.googleapis.com", // performance monitoring settings
  "https://firebase.googleapis.com", // analytics dynamic config (webConfig)
  "https://content-firebaseappcheck.googleapis.com", // app check token exchange
  "https://identitytoolkit.googleapis.com", // auth
  "https://securetoken.googleapis.com", // auth token refresh
]
const GOOGLE_ANALYTICS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
]
const GTAG = "https://www.googletagmanager.com" // gtag/js, loaded by firebase/analytics
const RECAPTCHA = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"] // app check ReCaptchaV3Provider

export const IMMUTABLE = "public, max-age=31536000, immutable"
export const REVALIDATE = "public, max-age=0, must-revalidate"

/** The same on every response. */
export const SITE_WIDE_HEADERS: readonly Header[] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["X-Frame-Options", "DENY"],
  [
    "Permissions-Policy",
    "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), " +
      "microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()",
  ],
]

/** Data and images, should a browser open one as a document: it loads nothing and may not be framed. */
export const ASSET_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * The site search's index and scripts (plugins/search-index writes them to public/pagefind/). The
 * search page loads `pagefind.js` (its own policy allows scripts from 'self'), which starts
 * `pagefind-worker.js` as a Web Worker. A worker is governed by the policy sent with its own script,
 * not the page's: this one lets the worker compile Pagefind's WebAssembly ('wasm-unsafe-eval', which no
 * page's policy grants) and fetch the index files. A file of the folder opened as a document runs its
 * scripts under the same policy, which allows only the site's own files. Every page's policy stays as
 * it is, the search pages' included: only the folder's own rule grants 'wasm-unsafe-eval'.
 */
export const SEARCH_INDEX_POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** Top-level asset folders whose files need another policy than ASSET_POLICY. */
const ASSET_FOLDER_POLICIES: Readonly<Record<string, string>> = { pagefind: SEARCH_INDEX_POLICY }

/**
 * What a page's policy depends on beyond the page: whether the build starts Firebase (every variable
 * set, `firebaseConfigState()` in src/firebase/env.ts). Only then may its pages reach Google's hosts;
 * a build without it allows none of them.
 */
export interface PolicyOptions {
  readonly firebase: boolean
}

/**
 * The policy of one page. Scripts: the site's own files, the page's inline scripts by hash, and with
 * Firebase, gtag and reCAPTCHA; never 'unsafe-inline' or 'unsafe-eval'. Styles allow 'unsafe-inline': Gatsby inlines the
 * CSS in <style> elements and React and Gatsby write style="" attributes into the HTML (the route
 * announcer, image wrappers), and reCAPTCHA styles its badge the same way; attributes can only be
 * allowed by 'unsafe-inline' (or 'unsafe-hashes', which the same third parties would break). CSS
 * cannot run script, and Mozilla's Observatory scores this case without a penalty.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  formSources: readonly string[] = [],
  { firebase }: PolicyOptions = { firebase: false },
): string {
  const google = (...sources: string[]) => (firebase ? sources : [])
  const directives: Array<[string, string[]]> = [
    // 'self', not 'none': Gatsby prefetches an in-view link's page data with <link rel=prefetch>, which
    // Firefox checks against default-src alone (as CSP 3 says; Chromium checks it against nothing), so
    // 'none' refused every prefetch there, with a console error each. Every other kind default-src
    // would cover is listed, as 'none' where the site loads none (frames, fonts, media, plugins).
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...google(GTAG, ...RECAPTCHA)]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...google("https://*.google-analytics.com", "https://*.googletagmanager.com")]],
    ["connect-src", ["'self'", ...google(...FIREBASE_APIS, ...GOOGLE_ANALYTICS)]],
    ["frame-src", firebase ? [RECAPTCHA[0]] : ["'none'"]],
    ["font-src", ["'none'"]],
    ["media-src", ["'none'"]],
    ["object-src", ["'none'"]],
    ["manifest-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", ...formSources]],
    ["frame-ancestors", ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ")
}

/**
 * The content manager at /admin/ (Decap CMS, cms/admin.ts): scripts from the site only, no inline
 * script. 'unsafe-eval' because Decap checks its configuration with ajv, which compiles validators
 * with `new Function` (without it the CMS stops at "Error compiling schema"); the page shows no
 * visitor content, only the editor's own. It styles itself at run time (CSS-in-JS), shows images
 * the editor picks (blob:), and talks to the site's own origin (Netlify Identity and Git Gateway),
 * GitHub's API (the github backend) or decap-server on the editor's own machine (`npm run cms`).
 */
export const ADMIN_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  // blob: — Decap reads an image the editor uploads from its blob: URL before saving it
  "connect-src 'self' blob: http://localhost:8081 https://api.github.com",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ")

/**
 * Where the content manager lives: its page `/admin/cms` (see ADMIN_PATH in src/lib/routes.ts) and its files at any
 * depth (`/admin/decap-cms-<version>/decap-cms.js`).
 */
const ADMIN_RULE: HeaderRule = {
  path: "/admin/*",
  detach: ["Content-Security-Policy"],
  headers: [
    ["Content-Security-Policy", ADMIN_POLICY],
    ["X-Robots-Tag", "noindex"],
  ],
}

const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi
const JS_TYPES = new Set(["", "module", "text/javascript", "application/javascript"])

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
    .exec(attributes)
    ?.slice(1)
    .find((v) => v !== undefined)

/** sha256 source expressions of every inline script a browser would run (not src=, not JSON data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    if (!JS_TYPES.has((attribute(attributes, "type") ?? "").trim().toLowerCase())) continue
    // The HTML parser turns CRLF into LF before the browser hashes the text.
    const text = body.replace(/\r\n?/g, "\n")
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`)
  }
  return [...hashes]
}

/** Inline event-handler attributes (onclick="…") would need 'unsafe-hashes': the build refuses them. */
export function inlineEventHandlers(html: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)].map((match) => match[1])
}

/**
 * Where the page's forms may send data, beyond its own origin: `mailto:` for a mail hand-off (the
 * contact form without JavaScript), the origin of an absolute endpoint. Nothing else.
 */
export function formTargets(html: string): string[] {
  const targets = new Set<string>()
  for (const [, attributes] of html.matchAll(/<form\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    const action = attribute(attributes, "action")?.trim().replace(/&amp;/g, "&")
    if (!action) continue
    if (/^mailto:/i.test(action)) targets.add("mailto:")
    else if (/^https?:\/\//i.test(action)) targets.add(new URL(action).origin)
  }
  return [...targets]
}

/** Cloudflare Pages reads at most 100 rules of `_headers` and ignores the rest, and lines of at most 2,000 characters. */
export const MAX_HEADER_RULES = 100
export const MAX_HEADER_LINE = 2000

/**
 * One policy for every page: their inline scripts' hashes and form targets, all together (the pages differ
 * in none but the 404 pages' script today: plugins/page-rewrites makes their scripts the same).
 */
function pagePolicy(pages: readonly BuiltPage[], options: PolicyOptions): string {
  for (const page of pages) {
    const handlers = inlineEventHandlers(page.html)
    if (handlers.length > 0) {
      throw new Error(`${page.file} has inline event handlers (${handlers.join(", ")}) that the CSP would block`)
    }
  }
  const hashes = [...new Set(pages.flatMap((page) => inlineScriptHashes(page.html)))]
  const targets = [...new Set(pages.flatMap((page) => formTargets(page.html)))]
  return contentSecurityPolicy(hashes, targets, options)
}

/**
 * A `<meta>` policy, which 404 pages carried before every address had a policy header (a host's kept `public/`
 * may still hold one: Gatsby does not render an unchanged page again). Both would be enforced.
 */
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/g
export const withoutPolicyMeta = (html: string) => html.replace(POLICY_META, "")

/**
 * The rules, by pattern, never by page: their number grows with the site's asset folders, not its pages or its
 * folders of pages.
 *
 * Every address, at any depth, must carry one policy: each page in every language, and each unknown address the
 * hosts answer with a 404 page (`/a/b`, `/hi/a/b/c`). A placeholder matches one segment (`/:p1/:p2` is two
 * folders deep, no more), and no pattern can leave a folder out, so only `/*` reaches every depth, and it reaches
 * the CMS and the search index too. The page policy is therefore set on `/*`, first in the file, and each folder
 * that needs another (the CMS, the search index, data and images) has a later rule that takes it away and sets
 * its own. The two hosts read that the same way by different means (both checked on their runtimes by
 * __tests__/e2e/hosts.spec.ts):
 * - Cloudflare applies every matching rule in the file's order, joining a header that two set with a comma (two
 *   policies, both enforced); a `! Content-Security-Policy` line removes what the rules before it set.
 * - Netlify takes each header from the last matching rule that sets it, and skips the `!` line (its parser
 *   ignores a line without a colon).
 * So each folder rule must come after `/*`, and detach every header of `/*` it sets again (checkHeaderRules).
 *
 * The other headers: the ones that are the same everywhere on `/*`; Cache-Control a year on hashed files
 * (`/*.js`, `/*.css`, `/static/*`), everything else the hosts' default, `public, max-age=0, must-revalidate`.
 */
export function buildHeaderRules(
  pages: readonly BuiltPage[],
  /** Top-level folders of the build that hold no pages and no content manager: "static", "page-data"… */
  assetFolders: readonly string[] = [],
  options: PolicyOptions = { firebase: false },
): HeaderRule[] {
  const sorted = [...pages].sort((a, b) => a.file.localeCompare(b.file))
  const everywhere: HeaderRule = {
    path: "/*",
    headers: [...SITE_WIDE_HEADERS, ["Content-Security-Policy", pagePolicy(sorted, options)]],
  }
  const assetRules: HeaderRule[] = [...assetFolders].sort().map((folder) => ({
    path: `/${folder}/*`,
    detach: ["Content-Security-Policy"],
    headers: [
      ["Content-Security-Policy", ASSET_FOLDER_POLICIES[folder] ?? ASSET_POLICY],
      ...(folder === "static" ? ([["Cache-Control", IMMUTABLE]] as Header[]) : []),
    ],
  }))
  const rules: HeaderRule[] = [
    everywhere,
    { path: "/*.js", headers: [["Cache-Control", IMMUTABLE]] },
    { path: "/*.css", headers: [["Cache-Control", IMMUTABLE]] },
    ...assetRules,
    // RFC 9116 asks for text/plain with charset=utf-8; spelt out so both hosts send the same
    { path: "/.well-known/security.txt", headers: [["Content-Type", "text/plain; charset=utf-8"]] },
    ADMIN_RULE,
  ]
  checkHeaderRules(rules)
  return rules
}

/**
 * Throws, naming the rule, where the hosts would not send what the rules say: a rule after the first that sets
 * one of its headers again without detaching it (Cloudflare would send both), more rules or longer lines than
 * Cloudflare Pages reads (it ignores the rest silently).
 */
export function checkHeaderRules([first, ...rest]: readonly HeaderRule[]) {
  const setEverywhere = new Set(first.headers.map(([name]) => name.toLowerCase()))
  for (const rule of rest)
    for (const [name] of rule.headers)
      if (setEverywhere.has(name.toLowerCase()) && !rule.detach?.some((d) => d.toLowerCase() === name.toLowerCase()))
        throw new Error(`_headers: ${rule.path} sets ${name} again without detaching the one of ${first.path}`)
  if (rest.length + 1 > MAX_HEADER_RULES) {
    throw new Error(`_headers would have ${rest.length + 1} rules; Cloudflare Pages reads only ${MAX_HEADER_RULES}`)
  }
  for (const rule of [first, ...rest])
    for (const [name, value] of rule.headers)
      if (`  ${name}: ${value}`.length > MAX_HEADER_LINE)
        throw new Error(
          `_headers: ${name} of ${rule.path} is ${value.length} characters; Cloudflare Pages reads lines of at most ${MAX_HEADER_LINE} (do the pages differ in their inline scripts? see plugins/page-rewrites, same-page-path-script)`,
        )
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [
      rule.path,
      ...(rule.detach ?? []).map((name) => `  ! ${name}`),
      ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n"),
  )
  return `# Written by plugins/hosting-adapter (adapt) from the built pages: do not edit.\n${blocks.join("\n")}\n`
}
