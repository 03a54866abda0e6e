/**
 * @jest-environment node
 *
 * scripts/lib/search-index-size.mjs, which the bench report reads, against a fake Pagefind folder.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { callScriptExport } from "../helpers/script-module"

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-size-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** The module is ES only, as the bench that imports it: run it in Node, as the bench does. */
const searchIndexSize = (publicDir: string) =>
  callScriptExport<{
    totalBytes: number
    files: number
    languages: { language: string; pages: number; firstSearch: number; index: number; fragments: number }[]
  }>("scripts/lib/search-index-size.mjs", "searchIndexSize", publicDir)

function write(file: string, bytes: number) {
  fs.mkdirSync(path.dirname(path.join(dir, "pagefind", file)), { recursive: true })
  fs.writeFileSync(path.join(dir, "pagefind", file), Buffer.alloc(bytes, 1))
}

test("counts what each language's first search loads and its whole index", () => {
  const entry = {
    version: "1.6.0",
    languages: {
      en: { hash: "en_1", wasm: "en", page_count: 3 },
      kn: { hash: "kn_2", wasm: null, page_count: 2 },
    },
  }
  fs.mkdirSync(path.join(dir, "pagefind"))
  fs.writeFileSync(path.join(dir, "pagefind", "pagefind-entry.json"), JSON.stringify(entry))
  write("pagefind.js", 0)
  write("pagefind-worker.js", 0)
  write("wasm.en.pagefind", 100)
  write("wasm.unknown.pagefind", 90)
  write("pagefind.en_1.pf_meta", 10)
  write("pagefind.kn_2.pf_meta", 20)
  write("index/en_a.pf_index", 1000)
  write("index/kn_b.pf_index", 2000)
  write("fragment/en_c.pf_fragment", 300)
  write("fragment/en_d.pf_fragment", 400)
  const size = searchIndexSize(dir)
  const gzippedEmptyScripts = size.languages[0].firstSearch - 110
  expect(gzippedEmptyScripts).toBeGreaterThan(0)
  expect(size.languages).toEqual([
    { language: "en", pages: 3, firstSearch: 110 + gzippedEmptyScripts, index: 1000, fragments: 700, filters: 0 },
    { language: "kn", pages: 2, firstSearch: 110 + gzippedEmptyScripts, index: 2000, fragments: 0, filters: 0 },
  ])
  expect(size.files).toBe(11)
})

test("a build without an index is named", () => {
  expect(() => searchIndexSize(dir)).toThrow(`No search index in ${path.join(dir, "pagefind")}/`)
})
