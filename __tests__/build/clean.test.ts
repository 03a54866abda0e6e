/**
 * @jest-environment node
 *
 * `npm run build`'s clean step (scripts/clean.mjs): a build starts without Gatsby's pages and data of the last
 * one, keeping only the modules webpack and Babel compiled.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const SCRIPT = path.resolve(__dirname, "../../scripts/clean.mjs")

/** A project folder after a build: pages in public/, Gatsby's state and webpack's cache in .cache/. */
function builtProject() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clean-"))
  for (const file of [
    "public/index.html",
    "public/page-data/index/page-data.json",
    ".cache/redux/redux.rest.state",
    ".cache/data/datastore/data.mdb",
    ".cache/page-ssr/routes/render-page.js",
    ".cache/webpack/stage-build-javascript/0.pack",
    ".cache/webpack/babel/0a1b2c.json",
    "src/pages/index.tsx",
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), file)
  }
  return dir
}

const filesIn = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort()

test("removes the pages and Gatsby's state, keeps webpack's and Babel's compiled modules and the sources", () => {
  const dir = builtProject()
  const result = spawnSync(process.execPath, [SCRIPT], { cwd: dir, encoding: "utf8" })
  expect(result.status).toBe(0)
  expect(filesIn(dir)).toEqual([
    ".cache/webpack/babel/0a1b2c.json",
    ".cache/webpack/stage-build-javascript/0.pack",
    "src/pages/index.tsx",
  ])
  fs.rmSync(dir, { recursive: true, force: true })
})

test("a project never built is left as it is", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clean-"))
  fs.writeFileSync(path.join(dir, "package.json"), "{}")
  expect(spawnSync(process.execPath, [SCRIPT], { cwd: dir }).status).toBe(0)
  expect(filesIn(dir)).toEqual(["package.json"])
  fs.rmSync(dir, { recursive: true, force: true })
})
