// The size of the site search's index (plugins/search-index) per language: what a first search loads (Pagefind's
// script and worker, gzipped as the hosts send them, and the language's WebAssembly and metadata, which Pagefind
// writes compressed), and the whole index, of which a search fetches only the chunks and fragments it needs.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

const gzipped = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
const sizeOf = (file) => fs.statSync(file).size

/** Bytes of the files of the index whose paths match a glob pattern (`index/en_*`). */
const bytesOf = (dir, pattern) =>
  fs.globSync(pattern, { cwd: dir }).reduce((total, name) => total + sizeOf(path.join(dir, name)), 0)

/**
 * { version, totalBytes, files, languages: [{ language, pages, firstSearch, index, fragments, filters }] }
 * from public/pagefind/; throws, naming the folder, when the build has no index.
 */
export function searchIndexSize(publicDir = "public") {
  const dir = path.join(publicDir, "pagefind")
  const entryFile = path.join(dir, "pagefind-entry.json")
  if (!fs.existsSync(entryFile)) throw new Error(`No search index in ${dir}/: build the site first.`)
  const entry = JSON.parse(fs.readFileSync(entryFile, "utf8"))
  const files = fs.readdirSync(dir, { recursive: true }).filter((name) => fs.statSync(path.join(dir, name)).isFile())
  const scripts = gzipped(path.join(dir, "pagefind.js")) + gzipped(path.join(dir, "pagefind-worker.js"))
  const languages = Object.entries(entry.languages).map(([language, { hash, wasm, page_count: pages }]) => {
    const prefix = `${language}_`
    return {
      language,
      pages,
      // a language without a stemmer (Kannada) runs the language-neutral build, wasm.unknown.pagefind
      firstSearch:
        scripts +
        sizeOf(path.join(dir, `wasm.${wasm ?? "unknown"}.pagefind`)) +
        sizeOf(path.join(dir, `pagefind.${hash}.pf_meta`)),
      index: bytesOf(dir, `index/${prefix}*`),
      fragments: bytesOf(dir, `fragment/${prefix}*`),
      filters: bytesOf(dir, `filter/${prefix}*`),
    }
  })
  const totalBytes = files.reduce((total, name) => total + sizeOf(path.join(dir, name)), 0)
  return { version: entry.version, totalBytes, files: files.length, languages }
}
