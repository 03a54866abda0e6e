/**
 * @jest-environment node
 *
 * scripts/checks/generated-types.mjs in a throwaway git repository: it passes while the generated
 * types are as committed, fails naming the file and showing the diff when the build changed them, and
 * says so plainly outside a git work tree.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const script = path.resolve(__dirname, "../../scripts/checks/generated-types.mjs")
const TYPES = "src/gatsby-types.d.ts"

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "generated-types-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const run = (cwd: string, command: string, ...args: string[]) => {
  const result = spawnSync(command, args, { cwd, encoding: "utf8" })
  if (result.status !== 0 && command === "git") throw new Error(result.stderr)
  return result
}
const check = () => spawnSync(process.execPath, [script, "--cwd", dir], { encoding: "utf8" })

function repoWithTypes(text: string) {
  run(dir, "git", "init", "--quiet")
  fs.mkdirSync(path.join(dir, "src"))
  fs.writeFileSync(path.join(dir, TYPES), text)
  run(dir, "git", "add", TYPES)
  run(dir, "git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "--quiet", "-m", "types")
}

describe("the generated types check", () => {
  it("passes when the build left the committed types as they were", () => {
    repoWithTypes("type HomePageQuery = { readonly title: string };\n")
    const result = check()
    expect(result.status).toBe(0)
    expect(result.stdout).toContain(TYPES)
  })

  it("fails, naming the file, showing the diff and the fix, when the build changed them", () => {
    repoWithTypes("type HomePageQuery = { readonly title: string };\n")
    fs.writeFileSync(path.join(dir, TYPES), "type HomePageQuery = { readonly title: string | null };\n")
    const result = check()
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`FAIL ${TYPES} differs`)
    expect(result.stderr).toContain("+type HomePageQuery = { readonly title: string | null };")
    expect(result.stderr).toContain(`commit ${TYPES}`)
  })

  it("says it cannot compare outside a git work tree", () => {
    const result = check()
    expect(result.status).toBe(2)
    expect(result.stderr).toContain("not in a git work tree")
  })
})
