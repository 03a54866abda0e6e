// The built HTML in public/ and what its markup references, for the HTML and link checks.
// A small tokenizer instead of a parser dependency: Gatsby's output is well-formed, and the HTML
// validity check (vnu) independently proves it parses as HTML.
import fs from "node:fs"
import path from "node:path"

/** Every *.html under root, split into full documents and the fragments Gatsby inlines into pages. */
export function htmlFiles(root) {
  const documents = []
  const fragments = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(".html")) {
        const head = fs.readFileSync(full, "utf8").slice(0, 200).trimStart().toLowerCase()
        ;(head.startsWith("<!doctype html") ? documents : fragments).push(full)
      }
    }
  }
  walk(root)
  return { documents: documents.sort(), fragments: fragments.sort() }
}

/** The URL path a built file is served at: public/about/index.html → /about, public/404.html → /404.html. */
export function routeOf(root, file) {
  const rel = path.relative(root, file).split(path.sep).join("/")
  if (rel === "index.html") return "/"
  return `/${rel.replace(/\/index\.html$/, "")}`
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g
const URL_ATTRIBUTES = ["href", "src", "srcset", "imagesrcset", "poster", "data-src", "data-srcset"]

const decodeEntities = (value) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x2F;/gi, "/")

const srcsetUrls = (value) =>
  value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean)

/**
 * Scans one HTML document: the URLs its elements and inline styles reference, as
 * [{ tag, attribute, url }], and the ids (and a[name]s) a fragment can point to.
 */
export function scanHtml(html) {
  const refs = []
  const ids = new Set()
  // Comments and script bodies hold no markup; style bodies are scanned for url() only.
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, "$1</script>")
    .replace(/(<style\b[^>]*>)([\s\S]*?)<\/style>/gi, (_, open, css) => {
      for (const match of css.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g))
        refs.push({ tag: "style", attribute: "url()", url: match[2] })
      return `${open}</style>`
    })
  for (const [, tagName, attributeText] of markup.matchAll(TAG)) {
    const tag = tagName.toLowerCase()
    const attributes = new Map()
    for (const [, name, dq, sq, bare] of attributeText.matchAll(ATTRIBUTE)) {
      attributes.set(name.toLowerCase(), decodeEntities(dq ?? sq ?? bare ?? ""))
    }
    if (attributes.has("id")) ids.add(attributes.get("id"))
    if (tag === "a" && attributes.has("name")) ids.add(attributes.get("name"))
    for (const attribute of URL_ATTRIBUTES) {
      if (!attributes.has(attribute)) continue
      const value = attributes.get(attribute).trim()
      const urls = attribute.endsWith("srcset") ? srcsetUrls(value) : [value]
      for (const url of urls) refs.push({ tag, attribute, url })
    }
    const inlineStyle = attributes.get("style")
    if (inlineStyle) {
      for (const match of inlineStyle.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g))
        refs.push({ tag, attribute: "style url()", url: match[2] })
    }
  }
  return { refs, ids }
}
