// The built HTML in public/, for the HTML validity check.
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

/** The address a built file is served at: public/index.html → /, public/about.html → /about. */
export function routeOf(root, file) {
  const rel = path.relative(root, file).split(path.sep).join("/")
  return rel === "index.html" ? "/" : `/${rel.replace(/\.html$/, "")}`
}
