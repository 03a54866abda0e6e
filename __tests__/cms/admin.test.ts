/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { build } from "esbuild"
import { readsContentDir } from "../../cms/admin"
import { PROJECT_DIR } from "../../schema/content-dir"

/** Bundles a module in cms/ that imports a data file, with the plugin pointed at dataDir; returns the bundle. */
async function bundleFrom(dataDir: string, imported: string) {
  const result = await build({
    stdin: {
      contents: `import data from ${JSON.stringify(imported)}; console.log(data)`,
      resolveDir: path.join(PROJECT_DIR, "cms"),
    },
    bundle: true,
    write: false,
    plugins: [readsContentDir(dataDir)],
    logLevel: "silent",
  })
  return result.outputFiles[0].text
}

test("the CMS preview's imports from data/ read the content folder the build reads", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-dir-"))
  try {
    fs.mkdirSync(path.join(dataDir, "site"))
    fs.writeFileSync(path.join(dataDir, "site", "site.en.json"), JSON.stringify({ marker: "from-the-content-dir" }))
    expect(await bundleFrom(dataDir, "../data/site/site.en.json")).toContain("from-the-content-dir")
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})

test("with data/ itself, or for a file outside data/, an import resolves as written", async () => {
  const site = JSON.parse(fs.readFileSync(path.join(PROJECT_DIR, "data", "site", "site.en.json"), "utf8"))
  const bundle = await bundleFrom(path.join(PROJECT_DIR, "data"), "../data/site/site.en.json")
  expect(bundle).toContain(JSON.stringify(site.email).slice(1, -1))
  expect(await bundleFrom(os.tmpdir(), "../package.json")).toContain("healthcare-site")
})
