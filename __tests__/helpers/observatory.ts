/**
 * Mozilla's HTTP Observatory scoring (mdn/mdn-http-observatory: src/analyzer/tests/*.js,
 * src/grader/charts.js, src/scanner/index.js), for the tests that read response headers and HTML.
 * Cookies, CORS and redirection are scored as this static site serves them: no cookies, no
 * Access-Control-Allow-Origin, and the host's own HTTP→HTTPS redirect (not part of _headers).
 */

export interface ObservatoryInput {
  /** Response headers of the page, names in any case. */
  headers: Record<string, string> | Map<string, string>
  /** The page's HTML (for Subresource Integrity). */
  html: string
  /** The site's hostname, to tell own scripts from foreign ones. */
  hostname?: string
}

export interface ObservatoryResult {
  score: number
  grade: string
  tests: Record<string, { result: string; modifier: number }>
}

const MODIFIERS: Record<string, number> = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "cookies-not-found": 0,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "redirection-to-https": 0,
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-implemented-with-cross-origin": 0,
  "corp-not-implemented": 0,
  "corp-header-invalid": -5,
}

const GRADES: Array<[number, string]> = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
]
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90

const DANGEROUSLY_BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
])
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"])
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE])
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"]

/** One policy → directive → sources; throws on a repeated directive, as the Observatory's parser does. */
export function parseCsp(policy: string): Map<string, Set<string>> {
  const csp = new Map<string, Set<string>>()
  const clean = policy.replace(/[\r\n]/g, "").trim()
  if (clean.length < "img-src".length - 1) throw new Error("invalid policy")
  for (const entry of clean.split(";")) {
    const [directive, ...sources] = entry.trim().split(/\s+/)
    if (!directive) continue
    const name = directive.toLowerCase()
    if (csp.has(name)) throw new Error(`duplicate directive ${name}`)
    const values = sources.map((source) => source.toLowerCase())
    csp.set(name, new Set(values.length === 0 && name.endsWith("-src") ? ["'none'"] : values))
  }
  return csp
}

function cspTest(header: string | undefined): { result: string; csp: Map<string, Set<string>> | null } {
  if (!header) return { result: "csp-not-implemented", csp: null }
  // A comma joins two policies: the Observatory merges them; two policies here mean a host merged rules.
  if (header.includes(",")) return { result: "csp-header-invalid", csp: null }
  let csp: Map<string, Set<string>>
  try {
    csp = parseCsp(header)
  } catch {
    return { result: "csp-header-invalid", csp: null }
  }
  if (csp.size === 0) return { result: "csp-not-implemented", csp: null }
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"])
  const scriptSrc = fallback("script-src")
  const styleSrc = fallback("style-src")
  const objectSrc = fallback("object-src")
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some((s) => NONCES_HASHES.some((p) => s.startsWith(p)))) list.delete("'unsafe-inline'")
  }
  if (scriptSrc.has("'strict-dynamic'")) {
    if (![...scriptSrc].some((s) => NONCES_HASHES.some((p) => s.startsWith(p))))
      return { result: "csp-header-invalid", csp }
    for (const source of [...scriptSrc]) {
      if (
        [...DANGEROUSLY_BROAD].some((b) => source.startsWith(b)) ||
        source === "'self'" ||
        source === "'unsafe-inline'"
      )
        scriptSrc.delete(source)
    }
  }
  const active = [...csp.entries()]
    .filter(([name]) => !["img-src", "media-src", "script-src"].includes(name))
    .flatMap(([, sources]) => [...sources])
    .concat([...scriptSrc])
  const passive = ["img-src", "media-src"].flatMap((name) => [...(csp.get(name) ?? csp.get("default-src") ?? [])])

  let result: string | null = null
  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    result = "csp-implemented-with-unsafe-inline"
  }
  if (!result && active.some((s) => s.startsWith("http:") || s.startsWith("ftp:")))
    result = "csp-implemented-with-insecure-scheme"
  if (!result && (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")))
    result = "csp-implemented-with-unsafe-eval"
  if (!result && passive.some((s) => s.startsWith("http:") || s.startsWith("ftp:"))) {
    result = "csp-implemented-with-insecure-scheme-in-passive-content-only"
  }
  if (!result && [...styleSrc].some((s) => BROAD_OR_INLINE.has(s)))
    result = "csp-implemented-with-unsafe-inline-in-style-src-only"
  const defaultSrc = csp.get("default-src")
  if (!result && defaultSrc?.has("'none'") && defaultSrc.size === 1)
    result = "csp-implemented-with-no-unsafe-default-src-none"
  return { result: result ?? "csp-implemented-with-no-unsafe", csp }
}

function referrerTest(header: string | undefined): string {
  if (!header) return "referrer-policy-not-implemented"
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"]
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"]
  const policy = header
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter((p) => good.includes(p) || bad.includes(p))
    .pop()
  if (policy && good.includes(policy)) return "referrer-policy-private"
  if (policy) return "referrer-policy-unsafe"
  return "referrer-policy-header-invalid"
}

function hstsTest(header: string | undefined): string {
  if (!header) return "hsts-not-implemented"
  if (header.includes(",")) return "hsts-header-invalid"
  const maxAge = header
    .split(";")
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith("max-age="))
  if (!maxAge) return "hsts-header-invalid"
  return Number.parseInt(maxAge.slice(8), 10) < 15_552_000
    ? "hsts-implemented-max-age-less-than-six-months"
    : "hsts-implemented-max-age-at-least-six-months"
}

function sriTest(html: string, hostname: string): string {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1])
  if (scripts.length === 0) return "sri-not-implemented-but-no-scripts-loaded"
  let result: string | null = null
  for (const attributes of scripts) {
    const src = /\ssrc\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]
    if (!src) continue
    const integrity = /\sintegrity\s*=/i.test(attributes)
    const external = /^(https?:)?\/\//.test(src) && new URL(src, `https://${hostname}`).hostname !== hostname
    if (!external) {
      if (integrity && !result) result = "sri-implemented-and-all-scripts-loaded-securely"
      continue
    }
    const secure = src.startsWith("https://")
    if (!secure) return "sri-not-implemented-and-external-scripts-not-loaded-securely"
    if (!integrity) result = "sri-not-implemented-but-external-scripts-loaded-securely"
  }
  return result ?? "sri-not-implemented-but-all-scripts-loaded-from-secure-origin"
}

function xctoTest(header: string | undefined): string {
  if (!header) return "x-content-type-options-not-implemented"
  return header.trim().toLowerCase() === "nosniff"
    ? "x-content-type-options-nosniff"
    : "x-content-type-options-header-invalid"
}

function xfoTest(header: string | undefined, csp: Map<string, Set<string>> | null): string {
  if (csp?.has("frame-ancestors")) return "x-frame-options-implemented-via-csp"
  if (!header) return "x-frame-options-not-implemented"
  return ["deny", "sameorigin"].includes(header.trim().toLowerCase())
    ? "x-frame-options-sameorigin-or-deny"
    : "x-frame-options-header-invalid"
}

function corpTest(header: string | undefined): string {
  if (!header) return "corp-not-implemented"
  const value = header.trim().toLowerCase()
  if (value === "same-origin") return "corp-implemented-with-same-origin"
  if (value === "same-site") return "corp-implemented-with-same-site"
  if (value === "cross-origin") return "corp-implemented-with-cross-origin"
  return "corp-header-invalid"
}

export function gradeFor(score: number): string {
  return GRADES.find(([minimum]) => Math.max(score, 0) >= minimum)![1]
}

export function observatoryScore({ headers, html, hostname = "www.example.com" }: ObservatoryInput): ObservatoryResult {
  const map = new Map(
    [...(headers instanceof Map ? headers : Object.entries(headers))].map(([k, v]) => [k.toLowerCase(), v]),
  )
  const get = (name: string) => map.get(name)
  const csp = cspTest(get("content-security-policy"))
  const results: Record<string, string> = {
    "content-security-policy": csp.result,
    cookies: get("set-cookie") ? "cookies-present-not-scored" : "cookies-not-found",
    "cross-origin-resource-sharing":
      get("access-control-allow-origin") === "*"
        ? "cross-origin-resource-sharing-implemented-with-public-access"
        : "cross-origin-resource-sharing-not-implemented",
    redirection: "redirection-to-https",
    "referrer-policy": referrerTest(get("referrer-policy")),
    "strict-transport-security": hstsTest(get("strict-transport-security")),
    "subresource-integrity": sriTest(html, hostname),
    "x-content-type-options": xctoTest(get("x-content-type-options")),
    "x-frame-options": xfoTest(get("x-frame-options"), csp.csp),
    "cross-origin-resource-policy": corpTest(get("cross-origin-resource-policy")),
  }
  let withExtraCredit = 100
  let uncurved = 100
  const tests: ObservatoryResult["tests"] = {}
  for (const [name, result] of Object.entries(results)) {
    const modifier = MODIFIERS[result]
    if (modifier === undefined) throw new Error(`no score for ${result}`)
    tests[name] = { result, modifier }
    withExtraCredit += modifier
    if (modifier < 0) uncurved += modifier
  }
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved
  return { score, grade: gradeFor(score), tests }
}
