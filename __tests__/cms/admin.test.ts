/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { build } from "esbuild"
import { readsContentDir } from "../../cms/admin"
import { PROJECT_DIR } from "../../schema/content-dir"
import { FIXTURE_CONTENT_DIR } from "../helpers/content"

/**
 * Bundles a module in cms/ that imports a data file, with the plugin pointed at dataDir; returns the
 * bundle and the files it read, relative to the project.
 */
async function bundleFrom(dataDir: string, imported: string) {
  const result = await build({
    stdin: {
      contents: `import data from ${JSON.stringify(imported)}; console.log(data)`,
      resolveDir: path.join(PROJECT_DIR, "cms"),
    },
    bundle: true,
    write: false,
    metafile: true,
    plugins: [readsContentDir(dataDir)],
    logLevel: "silent",
  })
  const read = Object.keys(result.metafile.inputs).map((file) =>
    path.relative(PROJECT_DIR, path.resolve(file)).split(path.sep).join("/"),
  )
  return { text: result.outputFiles[0].text, read }
}

test("the CMS preview's imports from data/ read the content folder the build reads", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-dir-"))
  try {
    fs.mkdirSync(path.join(dataDir, "site"))
    fs.writeFileSync(path.join(dataDir, "site", "site.en.json"), JSON.stringify({ marker: "from-the-content-dir" }))
    expect((await bundleFrom(dataDir, "../data/site/site.en.json")).text).toContain("from-the-content-dir")
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})

// By the files esbuild read, not their words: data/ is the editors' (the build checks it).
test("with data/ itself, or for a file outside data/, an import resolves as written", async () => {
  expect((await bundleFrom(path.join(PROJECT_DIR, "data"), "../data/site/site.en.json")).read).toContain(
    "data/site/site.en.json",
  )
  const fixture = path.join(FIXTURE_CONTENT_DIR, "site", "site.en.json")
  const outside = path.relative(path.join(PROJECT_DIR, "cms"), fixture).split(path.sep).join("/")
  expect((await bundleFrom(os.tmpdir(), outside)).read).toContain(
    path.relative(PROJECT_DIR, fixture).split(path.sep).join("/"),
  )
})
