/**
 * @jest-environment node
 *
 * The lock on the shared copy of the project (site-copy.ts), which the editor's clone, the host builds, the
 * Firebase-configured build and its clean-up take in turn: a live holder keeps it; a holder that has gone loses it
 * at once; a suite that claims the copy waits for it, and leaves a copy that holds a build to its user.
 */
import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { claimSharedCopy, tryLockCopy, unlockCopy } from "../helpers/site-copy"

const site = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lock-")), "copy")
/** Makes the lock folder as another process would, with that process's pid (or none). */
function lockAs(pid?: number) {
  fs.mkdirSync(`${site}.lock`)
  if (pid) fs.writeFileSync(`${site}.lock/pid`, String(pid))
}
afterEach(() => unlockCopy(site))
afterAll(() => fs.rmSync(path.dirname(site), { recursive: true, force: true }))

test("a lock whose holder runs is not taken; once the holder has gone, it is", async () => {
  const holder = spawn("sleep", ["30"])
  lockAs(holder.pid)
  expect(tryLockCopy(site)).toBe(false)
  holder.kill()
  await new Promise((resolve) => holder.once("exit", resolve))
  expect(tryLockCopy(site)).toBe(true)
  expect(fs.readFileSync(`${site}.lock/pid`, "utf8")).toBe(String(process.pid))
})

test("a lock without a pid is its maker's for 10 s, then anyone's", () => {
  lockAs()
  expect(tryLockCopy(site)).toBe(false)
  const old = new Date(Date.now() - 60_000)
  fs.utimesSync(`${site}.lock`, old, old)
  expect(tryLockCopy(site)).toBe(true)
})

test("a claim waits while another process holds the copy, and takes it once that process has gone", async () => {
  const holder = spawn("sleep", ["30"])
  lockAs(holder.pid)
  expect(await claimSharedCopy({ site, waitMs: 0 })).toBeUndefined()
  setTimeout(() => holder.kill(), 1500)
  expect(await claimSharedCopy({ site, waitMs: 20_000 })).toBe(site)
  expect(fs.readFileSync(`${site}.lock/pid`, "utf8")).toBe(String(process.pid))
})

test("a claim leaves a copy that holds more than compiled modules (a build being served), unlocked", async () => {
  fs.mkdirSync(path.join(site, "public"), { recursive: true })
  expect(await claimSharedCopy({ site, waitMs: 0 })).toBeUndefined()
  expect(fs.existsSync(`${site}.lock`)).toBe(false)
  fs.rmSync(site, { recursive: true, force: true })
})
