import { execFileSync, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { FIXTURE_CONTENT_DIR } from "./content"
import fixtureSite from "../fixtures/fixture-site.json"

const root = path.resolve(__dirname, "..", "..")

/**
 * A throwaway copy of the project to build with other data or settings, so the main build in
 * public/ stays untouched. Its data/ is the tests' frozen content (__tests__/fixtures/content), which
 * a test may then change; gatsbyBuild builds it with the tests' fixed clock. Gatsby compiles its config files itself and will not follow symlinks to
 * them: the sources are copied, only the installed packages linked. Returns the copy's folder.
 */
export function copyProject(prefix: string, site = fs.mkdtempSync(path.join(os.tmpdir(), prefix))): string {
  fs.mkdirSync(site, { recursive: true })
  // Everything at the top level but what is installed, built, generated or only for tests, so a new
  // folder the build reads is copied without being listed here.
  const skip = new Set(["node_modules", ".git", ".cache", "public", "__tests__", "test-results", "bench", "shots"])
  for (const entry of fs.readdirSync(root)) {
    if (skip.has(entry) || entry.startsWith(".")) continue
    const from = entry === "data" ? FIXTURE_CONTENT_DIR : path.join(root, entry)
    fs.cpSync(from, path.join(site, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(site, "node_modules"))
  return site
}

/**
 * Runs the project's `npm run build` in a copy, the command both hosts run over the `.cache/` and
 * `public/` they keep (docs/deploying.md), on the Node first on PATH or the `node` binary given;
 * returns its exit status and everything it printed. With `clean: false`, `gatsby build` alone: over
 * the copy's earlier build, Gatsby builds again only what changed.
 */
export function gatsbyBuild(
  site: string,
  env: Record<string, string> = {},
  node?: string,
  { clean = true }: { clean?: boolean } = {},
) {
  // npm and the scripts it runs start the first `node` on PATH
  const PATH = node ? `${path.dirname(node)}${path.delimiter}${process.env.PATH}` : process.env.PATH!
  const result = spawnSync("npm", clean ? ["run", "--silent", "build"] : ["exec", "--", "gatsby", "build"], {
    cwd: site,
    encoding: "utf8",
    env: {
      ...process.env,
      SITE_NOW: fixtureSite.now,
      ...env,
      PATH,
      CONTENT_DIR: "data",
      CI: "true",
      NO_COLOR: "1",
      GATSBY_TELEMETRY_DISABLED: "1",
    },
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** The newest Node.js <major>.x, from the npm registry when this machine has not kept it (scripts/install-node.mjs). */
export function nodeBinary(major: number): string {
  const bin = execFileSync(process.execPath, [path.join(root, "scripts", "install-node.mjs"), String(major)], {
    encoding: "utf8",
  })
  return path.join(bin.trim(), "node")
}
