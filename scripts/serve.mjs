#!/usr/bin/env node
// Serves the production build (public/) the way a Netlify-style static host does.
//   node scripts/serve.mjs [--port 9000] [--dir public] [--plain]
// By default it applies public/_headers and public/_redirects. With --plain it ignores both, like a
// bare static host, so tests can check the site's own fallbacks.
import http from "node:http"
import fs from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { fileURLToPath } from "node:url"

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
}

/** Netlify path pattern ("/static/*", "/about") → RegExp. */
export function patternToRegExp(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")
  return new RegExp(`^${escaped}$`)
}

/** Parses a Netlify `_headers` file into [{ pattern, headers: [[name, value]] }]. */
export function parseHeadersFile(text) {
  const rules = []
  let current = null
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), regexp: patternToRegExp(raw.trim()), headers: [] }
      rules.push(current)
    } else if (current) {
      const i = raw.indexOf(":")
      if (i > 0) current.headers.push([raw.slice(0, i).trim(), raw.slice(i + 1).trim()])
    }
  }
  return rules
}

/** Parses a Netlify `_redirects` file into [{ regexp, to, status }]. */
export function parseRedirectsFile(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status = "301"] = line.split(/\s+/)
      return { regexp: patternToRegExp(from), to, status: Number.parseInt(status, 10) }
    })
}

/** Finds the file a request path maps to, as static hosts do (pretty URLs). */
export function resolveFile(root, urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, "")
  const base = path.join(root, safe)
  if (!base.startsWith(root)) return null
  for (const candidate of [base, `${base}.html`, path.join(base, "index.html")]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate
    } catch {
      // try the next candidate
    }
  }
  return null
}

export function createServer({ dir, plain = false }) {
  const root = path.resolve(dir)
  const read = (name) => {
    try {
      return fs.readFileSync(path.join(root, name), "utf8")
    } catch {
      return ""
    }
  }
  const headerRules = plain ? [] : parseHeadersFile(read("_headers"))
  const redirectRules = plain ? [] : parseRedirectsFile(read("_redirects"))

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    const pathname = url.pathname
    let file = resolveFile(root, pathname)
    let status = 200
    if (!file) {
      const redirect = redirectRules.find((rule) => rule.regexp.test(pathname))
      if (redirect && redirect.status >= 300 && redirect.status < 400) {
        res.writeHead(redirect.status, { Location: redirect.to })
        res.end()
        return
      }
      file = resolveFile(root, "/404.html")
      status = 404
    }
    for (const rule of headerRules) {
      if (rule.regexp.test(pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value)
    }
    if (!file) {
      res.writeHead(404, { "Content-Type": "text/plain" })
      res.end("Not found")
      return
    }
    res.statusCode = status
    res.setHeader("Content-Type", TYPES[path.extname(file)] ?? "application/octet-stream")
    if (req.method === "HEAD") {
      res.end()
      return
    }
    fs.createReadStream(file).pipe(res)
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "9000" },
      dir: { type: "string", default: "public" },
      plain: { type: "boolean", default: false },
      host: { type: "string", default: "localhost" },
    },
  })
  if (!fs.existsSync(path.join(values.dir, "index.html"))) {
    console.error(`No build found in ${values.dir}/. Run "npm run build" first.`)
    process.exit(1)
  }
  const server = createServer({ dir: values.dir, plain: values.plain })
  server.listen(Number(values.port), values.host, () => {
    console.log(
      `Serving ${values.dir}/ at http://${values.host}:${values.port}${values.plain ? " (plain: no _headers/_redirects)" : ""}`,
    )
  })
}
