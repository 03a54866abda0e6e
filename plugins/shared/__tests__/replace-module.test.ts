/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import webpack from "webpack"
import { ReplaceGatsbyModule } from "../replace-module"

jest.setTimeout(30_000)

let dir: string
beforeEach(() => {
  // webpack's serializer evaluates code that names the real Date: no fixed clock here (jest.setup.ts)
  jest.useRealTimers()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "replace-module-"))
  fs.writeFileSync(path.join(dir, "entry.js"), 'import { run } from "./gatsby-module.js"\nrun()\n')
  fs.writeFileSync(path.join(dir, "gatsby-module.js"), 'export function run() { console.log("GATSBY") }\n')
  fs.writeFileSync(path.join(dir, "stand-in.js"), 'export function run() { console.log("STAND-IN") }\n')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Bundles entry.js with the plugin; resolves to the bundle's text and the compilation's errors. */
const bundle = (pattern: RegExp) =>
  new Promise<{ code: string; errors: string[] }>((resolve, reject) => {
    const compiler = webpack({
      mode: "none",
      context: dir,
      entry: "./entry.js",
      output: { path: path.join(dir, "out"), filename: "bundle.js" },
      plugins: [new ReplaceGatsbyModule("test-plugin", pattern, path.join(dir, "stand-in.js"))],
    })
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error)
      const out = path.join(dir, "out", "bundle.js")
      const result = {
        code: fs.existsSync(out) ? fs.readFileSync(out, "utf8") : "",
        errors: stats.compilation.errors.map((e) => e.message),
      }
      compiler.close(() => resolve(result))
    })
  })

describe("ReplaceGatsbyModule", () => {
  it("bundles the stand-in in place of the module the pattern matches", async () => {
    const { code, errors } = await bundle(/[\\/]gatsby-module\.js$/)
    expect(errors).toEqual([])
    expect(code).toContain("STAND-IN")
    expect(code).not.toContain("GATSBY")
  })

  it("fails the compilation, naming the plugin and the pattern, when no module matched", async () => {
    const { errors } = await bundle(/[\\/]moved-gatsby-module\.js$/)
    expect(errors).toEqual([
      expect.stringContaining("test-plugin: no module matched /[\\\\/]moved-gatsby-module\\.js$/"),
    ])
  })
})
