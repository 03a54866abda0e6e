import fs from "fs"
import os from "os"
import path from "path"
import type { IStaticRoute, RoutesManifest } from "gatsby"
import hostingAdapter from "../index"

/** The adapter's adapt() on a built site in a folder of its own (it reads and writes public/ there). */
function adaptSite(pages: Record<string, string>) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "adapt-"))
  const dataDir = path.join(site, "data")
  fs.mkdirSync(path.join(dataDir, "navigation"), { recursive: true })
  fs.writeFileSync(path.join(dataDir, "navigation", "navigation.en.json"), '{"path": "/investorz"}')
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(site, "public", file)), { recursive: true })
    fs.writeFileSync(path.join(site, "public", file), html)
  }
  const routesManifest: RoutesManifest = Object.keys(pages).map((file): IStaticRoute => ({
    type: "static",
    path: file === "index.html" ? "/" : `/${file.replace(/\/index\.html$/, "")}`,
    filePath: `public/${file}`,
    headers: [],
  }))
  const panic = jest.fn()
  const cwd = process.cwd()
  process.chdir(site)
  try {
    const adapter = hostingAdapter({ siteUrl: "https://www.lifelane-test.in", dataDir })
    adapter.adapt({ routesManifest, reporter: { panic } } as never)
  } finally {
    process.chdir(cwd)
    fs.rmSync(site, { recursive: true, force: true })
  }
  return panic
}

const page = (body: string) => `<!DOCTYPE html><html><body><main>${body}</main></body></html>`

test("the build stops, naming the address and the data file, when a page links to an address with no page", () => {
  const panic = adaptSite({
    "index.html": page('<a href="/about">About</a><a href="/investorz">Investors</a>'),
    "about/index.html": page(""),
    "404.html": page(""),
  })
  expect(panic).toHaveBeenCalledTimes(1)
  expect(panic.mock.calls[0][0]).toMatch(
    /^hosting-adapter: .*\n {2}- \/investorz, linked from \/; written in navigation\/navigation\.en\.json\n/,
  )
})

test("a site whose links all lead somewhere is adapted without a word", () => {
  const panic = adaptSite({
    "index.html": page('<a href="/about">About</a>'),
    "about/index.html": page('<a href="/">Home</a>'),
    "404.html": page(""),
  })
  expect(panic).not.toHaveBeenCalled()
})
