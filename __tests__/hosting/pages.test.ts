import fs from "fs"
import os from "os"
import path from "path"
import { builtPages, flattenPages } from "../../hosting/pages"

function fakeBuild(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pages-"))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

const tree = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort()

describe("flattening Gatsby's folder indexes", () => {
  it("moves every page but the root to a sibling .html file, leaving Gatsby's own folders alone", () => {
    const dir = fakeBuild({
      "index.html": "home",
      "about/index.html": "about",
      "jobs/index.html": "jobs",
      "jobs/engineer/index.html": "engineer",
      "404.html": "not found",
      "404/index.html": "not found (folder copy)",
      "page-data/about/page-data.json": "{}",
      "static/abc/index.html": "an asset",
    })
    expect(flattenPages(dir)).toEqual([
      ["about/index.html", "about.html"],
      ["jobs/engineer/index.html", "jobs/engineer.html"],
      ["jobs/index.html", "jobs.html"],
    ])
    expect(tree(dir)).toEqual([
      "404.html",
      "about.html",
      "index.html",
      "jobs.html",
      "jobs/engineer.html",
      "page-data/about/page-data.json",
      "static/abc/index.html",
    ])
    expect(builtPages(dir).map((page) => page.file)).toEqual([
      "404.html",
      "about.html",
      "index.html",
      "jobs.html",
      "jobs/engineer.html",
    ])
    fs.rmSync(dir, { recursive: true })
  })
})
