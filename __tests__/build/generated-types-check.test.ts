/**
 * @jest-environment node
 *
 * package.json's `check:generated-types` in a throwaway git repository: it passes while the generated types are as
 * committed, and fails saying what to do when the build changed them.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import pkg from "../../package.json"

const TYPES = "src/gatsby-types.d.ts"

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "generated-types-"))
  const git = (...args: string[]) => spawnSync("git", args, { cwd: dir, encoding: "utf8" })
  git("init", "--quiet")
  fs.mkdirSync(path.join(dir, "src"))
  fs.writeFileSync(path.join(dir, TYPES), "type HomePageQuery = { readonly title: string };\n")
  git("add", TYPES)
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "--quiet", "-m", "types")
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const check = () => spawnSync("sh", ["-c", pkg.scripts["check:generated-types"]], { cwd: dir, encoding: "utf8" })

test("passes when the build left the committed types as they were", () => {
  expect(check().status).toBe(0)
})

test("fails, naming the file and the fix, when the build changed them", () => {
  fs.writeFileSync(path.join(dir, TYPES), "type HomePageQuery = { readonly title: string | null };\n")
  const { status, stdout, stderr } = check()
  expect(status).toBe(1)
  expect(stdout).toContain(TYPES)
  expect(stderr).toContain(`run \`npm run build\` and commit it`)
})
