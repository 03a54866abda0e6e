import fs from "fs"
import os from "os"
import path from "path"
import { builtPages, flattenPages, unflattenPages } from "../pages"

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

const page = (name: string) => `<!DOCTYPE html><html><body><div id="___gatsby">${name}</div></body></html>`

describe("flattening Gatsby's folder indexes", () => {
  it("moves every page but the root to a sibling .html file, leaving Gatsby's own folders alone", () => {
    const dir = fakeBuild({
      "index.html": page("home"),
      "about/index.html": page("about"),
      "jobs/index.html": page("jobs"),
      "jobs/engineer/index.html": page("engineer"),
      "404.html": page("not found"),
      "404/index.html": page("not found at /404"),
      "page-data/about/page-data.json": "{}",
      "static/abc/index.html": page("an asset"),
    })
    expect(flattenPages(dir, ["/", "/about", "/jobs", "/jobs/engineer", "/404", "/404.html"])).toEqual([])
    expect(tree(dir)).toEqual([
      "404.html",
      "about.html",
      "index.html",
      "jobs.html",
      "jobs/engineer.html",
      "page-data/about/page-data.json",
      "static/abc/index.html",
    ])
    expect(builtPages(dir).map((p) => p.file)).toEqual([
      "404.html",
      "about.html",
      "index.html",
      "jobs.html",
      "jobs/engineer.html",
    ])
    fs.rmSync(dir, { recursive: true })
  })

  it("replaces what an earlier build left and removes the pages that are gone", () => {
    const dir = fakeBuild({
      "index.html": page("home"),
      "about.html": page("about, last build"),
      "about/index.html": page("about, this build"),
      "jobs/closed-role.html": page("a job that closed"),
      "robots-note.html": "<p>a static file, not a page</p>",
    })
    expect(flattenPages(dir, ["/", "/about"])).toEqual(["jobs/closed-role.html"])
    expect(fs.readFileSync(path.join(dir, "about.html"), "utf8")).toContain("about, this build")
    expect(tree(dir)).toEqual(["about.html", "index.html", "robots-note.html"])
    fs.rmSync(dir, { recursive: true })
  })
})

describe("putting the pages back where Gatsby wrote them, before a rebuild", () => {
  it("moves each current page's .html file back to its folder index so an incremental build finds it", () => {
    const dir = fakeBuild({
      "index.html": page("home"),
      "about.html": page("about"),
      "jobs/engineer.html": page("engineer"),
      "jobs/closed-role.html": page("a job that closed"),
      "404.html": page("not found"),
    })
    unflattenPages(dir, ["/", "/about", "/jobs/engineer", "/404", "/404.html"])
    expect(tree(dir)).toEqual([
      "404.html",
      "404/index.html",
      "about/index.html",
      "index.html",
      "jobs/closed-role.html",
      "jobs/engineer/index.html",
    ])
    // A build's own flattening then leaves the same tree as a build from scratch.
    expect(flattenPages(dir, ["/", "/about", "/jobs/engineer", "/404", "/404.html"])).toEqual(["jobs/closed-role.html"])
    expect(tree(dir)).toEqual(["404.html", "about.html", "index.html", "jobs/engineer.html"])
    fs.rmSync(dir, { recursive: true })
  })
})
