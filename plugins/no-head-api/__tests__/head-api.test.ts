/** @jest-environment node */
import fs from "fs"
import path from "path"
import { HEAD_EXPORT_HANDLER } from "../head-api"

const GATSBY_HANDLER = "head/head-export-handler-for-browser.js"

describe("HEAD_EXPORT_HANDLER", () => {
  it("names Gatsby's Head API handler for the browser, as bundled from .cache and as installed", () => {
    expect(HEAD_EXPORT_HANDLER.pattern.test(path.join(process.cwd(), ".cache", GATSBY_HANDLER))).toBe(true)
    expect(HEAD_EXPORT_HANDLER.pattern.test(require.resolve(`gatsby/cache-dir/${GATSBY_HANDLER}`))).toBe(true)
    expect(
      HEAD_EXPORT_HANDLER.pattern.test(require.resolve("gatsby/cache-dir/head/head-export-handler-for-ssr.js")),
    ).toBe(false)
  })

  it("replaces it with a module exporting what Gatsby imports from it (checked against the installed Gatsby)", () => {
    const source = (file: string) => fs.readFileSync(file, "utf8")
    const exported = (code: string) => [...code.matchAll(/^export (?:function|const) (\w+)/gm)].map((match) => match[1])
    const gatsbyHandler = source(require.resolve(`gatsby/cache-dir/${GATSBY_HANDLER}`))
    expect(exported(source(HEAD_EXPORT_HANDLER.replacement))).toEqual(exported(gatsbyHandler))
    // and Gatsby's browser code imports nothing else from it
    const cacheDir = path.dirname(require.resolve("gatsby/cache-dir/production-app.js"))
    const imports = (fs.readdirSync(cacheDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith(".js"))
      .flatMap((file) => [
        ...source(path.join(cacheDir, file)).matchAll(/import (.+) from "[./]+head\/head-export-handler-for-browser"/g),
      ])
      .map((match) => match[1])
    expect(imports).toEqual(["{ headHandlerForBrowser }"])
  })
})
