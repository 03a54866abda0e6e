/**
 * @jest-environment node
 *
 * The lock on the shared copy of the project (site-copy.ts), which the host builds, the Firebase-configured
 * build and its clean-up take in turn: a live holder keeps it; a holder that has gone loses it at once.
 */
import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { tryLockCopy, unlockCopy } from "../helpers/site-copy"

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
