/**
 * @jest-environment node
 *
 * scripts/checks/first-load.mjs against fake builds: it must pass a clean build and catch a page over
 * the budget, and Firebase code that reached a page's first load, whichever way it got there.
 */
import { spawnSync } from "child_process"
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"

const script = path.resolve(__dirname, "../../scripts/checks/first-load.mjs")
const firebaseCode = 'var e="@firebase/app";registerVersion(e,"12.0.0");class FirebaseError extends Error{}'
const siteCode = 'console.log("hydrate");'

interface FakeBuild {
  html?: string
  files?: Record<string, string>
  lazyChunk?: string[] | null
}

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "first-load-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** One page ("/") whose HTML loads app.js and whose component chunk is page.js. */
function fakeBuild({
  html = '<script src="/app.js"></script>',
  files = {},
  lazyChunk = ["firebase.js", "vendor.js"],
}: FakeBuild = {}) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  write("index.html", `<!doctype html><html><body>${html}</body></html>`)
  write("page-data/index/page-data.json", JSON.stringify({ componentChunkName: "component---src-pages-index-tsx" }))
  const groups: Record<string, { assets: Array<{ name: string }> }> = {
    app: { assets: [{ name: "app.js" }] },
    "component---src-pages-index-tsx": { assets: [{ name: "page.js" }] },
  }
  if (lazyChunk) groups.firebase = { assets: lazyChunk.map((name) => ({ name })) }
  write("webpack.stats.json", JSON.stringify({ namedChunkGroups: groups }))
  const all = { "app.js": siteCode, "page.js": siteCode, "firebase.js": firebaseCode, "vendor.js": "var a=1", ...files }
  for (const [file, text] of Object.entries(all)) write(file, text)
}

const check = () => {
  const result = spawnSync(process.execPath, [script, "--dir", dir], { encoding: "utf8" })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

test("passes when the page is within the budget and Firebase is only in its lazy chunk", () => {
  fakeBuild()
  expect(check()).toEqual({
    status: 0,
    output: expect.stringContaining(
      "1 pages within 89.0 KB gzipped, none with Firebase code (lazy chunk: firebase.js, vendor.js)",
    ),
  })
})

test("fails when a page's first load is over the budget", () => {
  // Random bytes hardly compress: this stays over the budget gzipped.
  fakeBuild({ files: { "page.js": crypto.randomBytes(100 * 1024).toString("latin1") } })
  expect(check()).toEqual({
    status: 1,
    output: expect.stringMatching(/FAIL \/: \d+\.\d KB is over the 89\.0 KB budget/),
  })
})

test("passes a build without any Firebase chunk", () => {
  fakeBuild({ lazyChunk: null, files: { "firebase.js": "" } })
  expect(check()).toEqual({ status: 0, output: expect.stringContaining("no lazy Firebase chunk") })
})

test("fails when a static import put Firebase code into the app bundle", () => {
  fakeBuild({ files: { "app.js": `${siteCode}${firebaseCode}` } })
  expect(check()).toEqual({ status: 1, output: expect.stringContaining("FAIL /: app.js contains Firebase code") })
})

test("fails when a page component's chunk carries Firebase code", () => {
  fakeBuild({ files: { "page.js": 'n.d(t,{auth:"@firebase/auth"})' } })
  expect(check()).toEqual({ status: 1, output: expect.stringContaining("FAIL /: page.js contains Firebase code") })
})

test("fails when the HTML loads a file of the lazy chunk group up front", () => {
  fakeBuild({ html: '<script src="/app.js"></script><script src="/vendor.js"></script>' })
  expect(check()).toEqual({
    status: 1,
    output: expect.stringContaining('FAIL /: vendor.js belongs to the lazy "firebase" chunk group'),
  })
})

test("fails rather than pass blindly when Firebase's marker is no longer recognisable", () => {
  fakeBuild({ files: { "firebase.js": "minified beyond recognition" } })
  expect(check()).toEqual({ status: 1, output: expect.stringContaining("has no Firebase marker") })
})
