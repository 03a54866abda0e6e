/**
 * @jest-environment node
 *
 * scripts/checks/cited-paths.mjs in a throwaway git repository: a comment or a Markdown file that cites
 * a path that is not there fails, named by file and line; strings, URLs and wildcard segments do not.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const script = path.resolve(__dirname, "../../scripts/checks/cited-paths.mjs")

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cited-paths-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

function repo(files: Record<string, string>) {
  spawnSync("git", ["init", "--quiet"], { cwd: dir })
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  spawnSync("git", ["add", "."], { cwd: dir })
}
const check = () => spawnSync(process.execPath, [script, "--cwd", dir], { encoding: "utf8" })

/** The check finds nothing to say and passes. */
function expectPass() {
  const result = check()
  expect(result.stderr).toBe("")
  expect(result.status).toBe(0)
}

const sound = {
  "gatsby-node.ts": "export {}\n",
  "src/lib/routes.ts": [
    "// the paths of the site; gatsby-node.ts makes the pages, src/lib/<name>.ts holds the rest",
    "export const home = '/'",
    "/* see src/lib/routes.ts, and src/lib/ for more */",
    "",
  ].join("\n"),
  "src/pages/index.tsx": [
    'import * as React from "react"',
    'const broken = "src/not-a-comment.ts" // a string is no citation: https://example.com/src/x.ts',
    "export default () => <main>{/* the routes: src/lib/routes */}</main>",
    "",
  ].join("\n"),
  "src/styles/site.css": "/* tokens: src/lib/routes.ts */\nbody { margin: 0 }\n",
  "README.md": "Start at `gatsby-node.ts` and [the routes](src/lib/routes.ts#L1).\n",
}

describe("the cited paths check", () => {
  it("passes when every cited path exists, modules without their extension and wildcards included", () => {
    repo(sound)
    expectPass()
  })

  it("fails naming the file, line and path of a stale citation, in code, CSS and Markdown", () => {
    repo({
      ...sound,
      "src/lib/jobs.ts":
        "export const a = 1\n\n/** The openings, made in src/lib/openings.ts. */\nexport const b = 2\n",
      "src/styles/site.css": "/* tokens: src/styles/tokens.css */\nbody { margin: 0 }\n",
      "README.md": "The pages:\n\n- `src/templates/<name>.tsx`\n",
    })
    const result = check()
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("FAIL src/lib/jobs.ts:3: cites src/lib/openings.ts, which does not exist")
    expect(result.stderr).toContain("FAIL src/styles/site.css:1: cites src/styles/tokens.css, which does not exist")
    expect(result.stderr).toContain("FAIL README.md:3: cites src/templates/<name>.tsx, which does not exist")
    expect(result.stderr).not.toContain("not-a-comment")
  })

  it("finds a path from the citing file's folder, and lets a line name a file still to be made", () => {
    repo({
      ...sound,
      "plugins/tidy/index.ts": "export {}\n",
      "plugins/tidy/__tests__/tidy.test.ts": "export {}\n",
      "plugins/tidy/README.md": "Tested in `__tests__/tidy.test.ts`.\n",
      "README.md": "To add a page:\n\n<!-- cited-paths: not yet -->\nCreate `src/pages/partners.tsx`.\n",
    })
    expectPass()
  })

  it("reads the comments of a page query", () => {
    repo({
      ...sound,
      "src/pages/blog.tsx": [
        'import { graphql } from "gatsby"',
        "export const query = graphql`",
        "  # the later pages: src/lib/pagination.ts",
        "  query BlogPage { site { id } }",
        "`",
        "",
      ].join("\n"),
    })
    const result = check()
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("FAIL src/pages/blog.tsx:3: cites src/lib/pagination.ts")
  })
})
