/**
 * @jest-environment node
 *
 * scripts/checks/first-flight.mjs against fake builds: every page's HTML, brotli, within the bound of
 * scripts/lib/first-flight.mjs; run in Node as `npm test` runs it (ES modules, which jest's transform
 * does not take).
 */
import { spawnSync } from "child_process"
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"

const script = path.resolve(__dirname, "../../scripts/checks/first-flight.mjs")

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "first-flight-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A build of flat pages, { "index.html": body, "kn/privacy.html": body }. */
function fakeBuild(pages: Record<string, string>) {
  for (const [file, body] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), `<!doctype html><html><body>${body}</body></html>`)
  }
}

const check = () => {
  const result = spawnSync(process.execPath, [script, "--dir", dir], { encoding: "utf8" })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

/** Text that brotli hardly compresses: hex of random bytes, a little over half its length once compressed. */
const incompressible = (bytes: number) => crypto.randomBytes(bytes).toString("hex")

test("passes pages within the bound and counts those within the 14 KB goal", () => {
  // 27 KB of hex is about 14.4 KB of brotli as the hosts send it: within the 15 KB bound, over the goal.
  fakeBuild({
    "index.html": "<h1>Home</h1>".repeat(2000),
    "kn/privacy.html": `<main><section><h1>Privacy</h1></section>${incompressible(13.5 * 1024)}</main>`,
  })
  expect(check()).toEqual({
    status: 0,
    output: expect.stringContaining("2 pages within 15.0 KB of HTML, brotli; 1 within the 14.0 KB goal"),
  })
})

test("fails a page whose HTML is over the bound, brotli, naming it and its size", () => {
  fakeBuild({ "index.html": "<h1>Home</h1>", "kn/about.html": incompressible(15 * 1024) })
  expect(check()).toEqual({
    status: 1,
    output: expect.stringMatching(/FAIL \/kn\/about: its HTML is 1[56]\.\d KB brotli, over the 15\.0 KB bound/),
  })
})

test("measures brotli, not the raw file: a large page that compresses well passes", () => {
  fakeBuild({ "index.html": "<p>Lifelane Health</p>".repeat(10_000) })
  expect(check()).toEqual({ status: 0, output: expect.stringContaining("1 pages within 15.0 KB") })
})

test("holds a page the check names as a known miss to its own bound, and no other", () => {
  // about 17 KB of brotli: within Home's declared bound, over the bound of a page not declared
  fakeBuild({
    "index.html": "<h1>Home</h1>",
    "kn.html": `<main><section><h1>ಮುಖಪುಟ</h1></section><section>${incompressible(16 * 1024)}</section></main>`,
    "kn/about.html": incompressible(16 * 1024),
  })
  const { status, output } = check()
  expect(status).toBe(1)
  expect(output).toMatch(/FAIL \/kn\/about: its HTML is 1[67]\.\d KB brotli, over the 15\.0 KB bound/)
  expect(output).not.toMatch(/FAIL \/kn:/)
})

test("fails a page whose first screen is past the first 14 KB, even within its own bound", () => {
  // Home may weigh up to its bound whole, but its header and hero must still come in the first round trip
  const hero = `<section><img src="a.png" alt=""><svg><path d="M0"/></svg><div><div>${incompressible(15 * 1024)}</div></div></section>`
  fakeBuild({
    "index.html": "<h1>Home</h1>",
    "kn.html": `<header>Lifelane</header><main>${hero}<section>more</section></main>`,
  })
  const { status, output } = check()
  expect(status).toBe(1)
  expect(output).toMatch(/FAIL \/kn: its first screen \(through main's first element\) is 1[56]\.\d KB brotli/)
  expect(output).not.toMatch(/over the .* bound/)
})
