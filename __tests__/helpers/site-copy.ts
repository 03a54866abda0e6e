import { execFileSync, spawnSync } from "child_process"
import { createHash } from "crypto"
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

/** What a copy keeps when it is emptied for its next use: the modules webpack and Babel compiled (scripts/clean.mjs). */
const COMPILED = path.join(".cache", "webpack")

/**
 * The one copy of the project, per checkout, that builds which run one after another share: the fixture build over
 * an editor's content and the host builds (`editor-clone.test.ts` and `host-builds.test.ts`, in `npm run
 * test:builds`, whichever claims it first), then the Firebase-configured site and the CMS's next build
 * (`__tests__/e2e/firebase-site.ts`, in `npm run test:e2e`). Webpack's and Babel's caches hold absolute paths, so
 * only builds in one folder share what they compiled: the Firebase-configured build after the host builds compiles
 * only what its settings change. Named after this checkout, so two checkouts never share one.
 */
export const sharedCopyDir = () =>
  path.join(os.tmpdir(), `site-copy-${createHash("sha256").update(root).digest("hex").slice(0, 8)}`)

/** Empties a copy but for what its builds compiled (or wholly, with `compiled: false`). */
export function emptyCopy(site: string, { compiled = true }: { compiled?: boolean } = {}) {
  if (!compiled || !fs.existsSync(path.join(site, COMPILED))) {
    fs.rmSync(site, { recursive: true, force: true })
    return
  }
  for (const entry of fs.readdirSync(site))
    if (entry !== ".cache") fs.rmSync(path.join(site, entry), { recursive: true, force: true })
  for (const entry of fs.readdirSync(path.join(site, ".cache")))
    if (entry !== "webpack") fs.rmSync(path.join(site, ".cache", entry), { recursive: true, force: true })
}

/** Whether a process is still running. */
function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Takes the lock on a shared copy (a folder beside it, made atomically, holding this process's pid) if it is free
 * or held by a process that has gone, at once; returns whether it did. One test at a time builds in a shared copy.
 */
export function tryLockCopy(site: string) {
  const lock = `${site}.lock`
  try {
    fs.mkdirSync(lock)
  } catch {
    const pidFile = path.join(lock, "pid")
    const holder = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, "utf8")) : 0
    // without a pid for 10 s: its maker ended between making the folder and writing its pid
    const orphaned = !holder && Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 10_000
    if (holder ? alive(holder) : !orphaned) return false
    fs.rmSync(lock, { recursive: true, force: true })
    return tryLockCopy(site)
  }
  fs.writeFileSync(path.join(lock, "pid"), String(process.pid))
  return true
}

/** Waits for the lock on a shared copy (tryLockCopy), a second at a time. */
export async function lockCopy(site: string) {
  while (!tryLockCopy(site)) await new Promise((resolve) => setTimeout(resolve, 1000))
}

/** Gives up the lock on a shared copy. */
export const unlockCopy = (site: string) => fs.rmSync(`${site}.lock`, { recursive: true, force: true })

/**
 * The shared copy (sharedCopyDir), locked for the caller, when no one is using it: it holds nothing but what
 * earlier builds compiled. While another test builds in it, waits for it up to `waitMs` (a second at a time), so
 * suites that build one after another there compile once between them. While the browser tests serve a build
 * from it (or a run that ended without its teardown left one), or once the wait is over, undefined: the caller
 * builds in a copy of its own.
 */
export async function claimSharedCopy({
  waitMs = 0,
  site = sharedCopyDir(),
}: { waitMs?: number; site?: string } = {}): Promise<string | undefined> {
  const giveUpAt = Date.now() + waitMs
  while (!tryLockCopy(site)) {
    if (Date.now() >= giveUpAt) return undefined
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  if (fs.existsSync(site) && fs.readdirSync(site).some((entry) => entry !== ".cache")) {
    unlockCopy(site)
    return undefined
  }
  return site
}

/**
 * How long a suite of the "builds" project waits for the shared copy while another builds in it: longer than the
 * longest of them takes on a loaded machine (host-builds' three builds, about 5 minutes), short of never.
 */
export const SHARED_COPY_WAIT = 10 * 60_000

/**
 * A copy for a suite of the "builds" project to build in: the shared copy, renewed, when it can be claimed
 * (claimSharedCopy, waiting up to SHARED_COPY_WAIT), else a copy of its own named with `prefix`. `release`, in the
 * suite's afterAll, empties the shared copy but for what was compiled and unlocks it, or removes the own copy.
 */
export async function claimBuildCopy(prefix: string): Promise<{ site: string; release: () => void }> {
  const shared = await claimSharedCopy({ waitMs: SHARED_COPY_WAIT })
  if (!shared) {
    const site = copyProject(prefix)
    return { site, release: () => fs.rmSync(site, { recursive: true, force: true }) }
  }
  return {
    site: renewCopy(shared),
    release: () => {
      emptyCopy(shared)
      unlockCopy(shared)
    },
  }
}

/** A fresh copy of the project (copyProject) in `site`, keeping what an earlier build there compiled. */
export function renewCopy(site: string): string {
  emptyCopy(site)
  return copyProject("", site)
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
