import { createHash } from "crypto"
import { servedPaths, type BuiltPage } from "./pages"

/**
 * The `_headers` file (Netlify and Cloudflare Pages format), written after the build by onPostBuild
 * by plugins/hosting-output (output.ts): caching rules, security headers, and one Content-Security-Policy per page that
 * allows exactly that page's inline scripts by hash.
 *
 * Hosts merge every rule that matches a path and join repeated header names with a comma; two CSP
 * values joined that way are two policies, and a browser enforces both. So each header name is set
 * by at most one rule for any path: CSP and Cache-Control on the exact page paths, the headers that
 * are the same everywhere on "/*".
 */

export type Header = readonly [name: string, value: string]

export interface HeaderRule {
  /** A host path pattern: "/about", "/static/*", "/*.js". */
  readonly path: string
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

/** Files that a browser could open as a document: they load nothing and may not be framed. */
const ASSET_POLICY = "default-src 'none'; frame-ancestors 'none'"
const DOCUMENT_LIKE_ASSETS = ["svg", "xml", "json", "txt", "webmanifest"]

/**
 * The policy of one page. Scripts: the site's own files, the page's inline scripts by hash, gtag and
 * reCAPTCHA; never 'unsafe-inline' or 'unsafe-eval'. Styles allow 'unsafe-inline': Gatsby inlines the
 * CSS in <style> elements and React and Gatsby write style="" attributes into the HTML (the route
 * announcer, image wrappers), and reCAPTCHA styles its badge the same way; attributes can only be
 * allowed by 'unsafe-inline' (or 'unsafe-hashes', which the same third parties would break). CSS
 * cannot run script, and Mozilla's Observatory scores this case without a penalty.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], formSources: readonly string[] = []): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), GTAG, ...RECAPTCHA]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "https://*.google-analytics.com", "https://*.googletagmanager.com"]],
    ["connect-src", ["'self'", ...FIREBASE_APIS, ...GOOGLE_ANALYTICS]],
    ["frame-src", [RECAPTCHA[0]]],
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

const ADMIN_RULES: HeaderRule[] = [
  {
    path: "/admin/*",
    headers: [
      ["Content-Security-Policy", ADMIN_POLICY],
      ["X-Robots-Tag", "noindex"],
    ],
  },
  // Decap's own files sit in a folder named after its version and the preview's carry a hash: /*.js
  // caches them for good; the page and its configuration change with every build.
  { path: "/admin/", headers: [["Cache-Control", REVALIDATE]] },
  { path: "/admin/config.yml", headers: [["Cache-Control", REVALIDATE]] },
]

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
 * One policy for a set of pages: their inline scripts' hashes and form targets, all together. A page
 * in a folder (jobs/x.html, hi/about.html, hi/blog/x.html) shares its folder's rule (`/hi/*`), so the
 * rules grow with the site's folders, not its pages: Cloudflare Pages reads only 100.
 */
function pageHeaders(group: readonly BuiltPage[]): Header[] {
  for (const page of group) {
    const handlers = inlineEventHandlers(page.html)
    if (handlers.length > 0) {
      throw new Error(`${page.file} has inline event handlers (${handlers.join(", ")}) that the CSP would block`)
    }
  }
  const hashes = [...new Set(group.flatMap((page) => inlineScriptHashes(page.html)))]
  const targets = [...new Set(group.flatMap((page) => formTargets(page.html)))]
  return [
    ["Content-Security-Policy", contentSecurityPolicy(hashes, targets)],
    ["Cache-Control", REVALIDATE],
  ]
}

export function buildHeaderRules(pages: readonly BuiltPage[]): HeaderRule[] {
  const sorted = [...pages].sort((a, b) => a.file.localeCompare(b.file))
  const folders = new Map<string, BuiltPage[]>()
  for (const page of sorted.filter((p) => p.file.includes("/"))) {
    const folder = page.file.slice(0, page.file.indexOf("/"))
    folders.set(folder, [...(folders.get(folder) ?? []), page])
  }
  const pageRules = [
    ...sorted
      .filter((page) => !page.file.includes("/"))
      .flatMap((page) => {
        const headers = pageHeaders([page])
        return servedPaths(page.file).map((path) => ({ path, headers }))
      }),
    // `/hi/:page` and `/hi/:a/:b`, not `/hi/*`: Netlify's `*` also matches `/hi` itself, which has its own rule
    ...[...folders].flatMap(([folder, group]) => {
      const headers = pageHeaders(group)
      const depths = [...new Set(group.map((page) => page.file.split("/").length - 1))].sort()
      return depths.map((depth) => ({
        path: `/${folder}${Array.from({ length: depth }, (_, i) => `/:p${i + 1}`).join("")}`,
        headers,
      }))
    }),
  ]
  const rules: HeaderRule[] = [
    { path: "/*", headers: SITE_WIDE_HEADERS },
    { path: "/*.js", headers: [["Cache-Control", IMMUTABLE]] },
    { path: "/*.css", headers: [["Cache-Control", IMMUTABLE]] },
    { path: "/static/*", headers: [["Cache-Control", IMMUTABLE]] },
    { path: "/page-data/*", headers: [["Cache-Control", REVALIDATE]] },
    ...DOCUMENT_LIKE_ASSETS.map((ext) => ({
      path: `/*.${ext}`,
      headers: [["Content-Security-Policy", ASSET_POLICY]] as Header[],
    })),
    // RFC 9116 asks for text/plain with charset=utf-8; spelt out so both hosts send the same
    { path: "/.well-known/security.txt", headers: [["Content-Type", "text/plain; charset=utf-8"]] },
    ...ADMIN_RULES,
    ...pageRules,
  ]
  if (rules.length > MAX_HEADER_RULES) {
    throw new Error(`_headers would have ${rules.length} rules; Cloudflare Pages reads only ${MAX_HEADER_RULES}`)
  }
  for (const rule of rules)
    for (const [name, value] of rule.headers)
      if (`  ${name}: ${value}`.length > MAX_HEADER_LINE)
        throw new Error(
          `_headers: ${name} of ${rule.path} is ${value.length} characters; Cloudflare Pages reads lines of at most ${MAX_HEADER_LINE} (do the pages under it differ in their inline scripts? see plugins/same-page-path-script)`,
        )
  return rules
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  )
  return `# Written by plugins/hosting-output (onPostBuild) from the built pages: do not edit.\n${blocks.join("\n")}\n`
}
