/**
 * @jest-environment node
 *
 * scripts/checks/cited-paths.mjs in a throwaway git repository: a comment or a Markdown file that cites
 * a path that is not there fails, named by file and line; strings, URLs and wildcard segments do not. So
 * does one that names an npm script package.json lacks, or a count (overrides, visual baselines, `check:*` scripts,
 * folders of plugins/) that the repository belies, but not in the dated records of docs/measurements/.
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

/** The check fails, naming each of `failures` (a FAIL line's text). */
function expectFailures(files: Record<string, string>, failures: string[]) {
  repo(files)
  const result = check()
  expect(result.status).toBe(1)
  for (const failure of failures) expect(result.stderr).toContain(`FAIL ${failure}`)
  return result
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
    const result = expectFailures(
      {
        ...sound,
        "src/lib/jobs.ts":
          "export const a = 1\n\n/** The openings, made in src/lib/openings.ts. */\nexport const b = 2\n",
        "src/styles/site.css": "/* tokens: src/styles/tokens.css */\nbody { margin: 0 }\n",
        "README.md": "The pages:\n\n- `src/templates/<name>.tsx`\n",
      },
      [
        "src/lib/jobs.ts:3: cites src/lib/openings.ts, which does not exist",
        "src/styles/site.css:1: cites src/styles/tokens.css, which does not exist",
        "README.md:3: cites src/templates/<name>.tsx, which does not exist",
      ],
    )
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

  describe("npm scripts and counts", () => {
    const pkg = JSON.stringify({
      scripts: { build: "gatsby build", test: "jest", "build:fixture": "node x.mjs" },
      overrides: { sharp: "1", libpq: "2" },
    })
    const withPlugins = {
      ...sound,
      "package.json": pkg,
      "plugins/tidy/README.md": "Tidies.\n",
      "plugins/shared/README.md": "Helpers.\n",
    }
    const table = (...names: string[]) =>
      [
        "| plugin | what |",
        "| --- | --- |",
        ...names.map((name) => `| [${name}](plugins/${name}/README.md) | x |`),
      ].join("\n")

    it("passes when every npm script named exists and the counts hold", () => {
      repo({
        ...withPlugins,
        "README.md": [
          "Run `npm test`, `npm run build` or `npm run --silent build:fixture`; `npm run <gate>` runs one.",
          "`package.json` pins two packages with `overrides`.",
          "",
          table("tidy", "shared"),
          "",
        ].join("\n"),
        "scripts/run.mjs": "// after `npm run build`\nexport {}\n",
      })
      expectPass()
    })

    it("fails naming a script package.json lacks, in Markdown and in comments", () => {
      expectFailures(
        {
          ...withPlugins,
          "README.md": "Run `npm run test:quick` first, then `npm start`.\n",
          "scripts/run.mjs": "export {}\n// see `npm run check:links`\n",
        },
        [
          'README.md:1: names npm script "test:quick", which package.json lacks',
          'README.md:1: names npm script "start", which package.json lacks',
          'scripts/run.mjs:2: names npm script "check:links", which package.json lacks',
        ],
      )
    })

    it("fails on a count of overrides that package.json belies", () => {
      expectFailures({ ...withPlugins, "README.md": "`package.json` pins three packages with `overrides`.\n" }, [
        "README.md:1: says three packages are pinned with overrides; package.json has 2",
      ])
    })

    describe("counts the docs state", () => {
      const counted = {
        ...withPlugins,
        "package.json": JSON.stringify({
          scripts: { build: "gatsby build", "check:html": "node a.mjs", "check:live": "playwright test" },
          overrides: { sharp: "1", libpq: "2" },
        }),
        "__tests__/e2e/visual.spec.ts-snapshots/home-1280-chromium-linux.png": "",
        "__tests__/e2e/visual.spec.ts-snapshots/home-375-chromium-linux.png": "",
        "__tests__/e2e/visual.spec.ts-snapshots/about-1280-chromium-linux.png": "",
      }

      it("passes when each holds, in digits or words, a phrase wrapped onto the next line included", () => {
        repo({
          ...counted,
          "docs/testing.md": [
            "The 3 visual baselines, two `check:*` scripts and two folders under `plugins/`; the visual baselines",
            "of a page, its two baselines and every `check:*` script are no counts. Three",
            "visual baselines in all.",
            "",
          ].join("\n"),
          "scripts/run.mjs":
            "// takes the three visual\n// baselines again, and runs the 2 `check:*`\n// scripts\nexport {}\n",
        })
        expectPass()
      })

      it("fails on a count of visual baselines, check:* scripts or plugin folders that the repository belies", () => {
        expectFailures(
          {
            ...counted,
            "docs/testing.md": [
              "Four visual baselines, in `__tests__/e2e/visual.spec.ts-snapshots/`.",
              "`package.json` has three `check:*` scripts. There are",
              "12 folders under `plugins/`.",
              "",
            ].join("\n"),
            "scripts/run.mjs": "// compares the 36\n// visual baselines\nexport {}\n",
          },
          [
            "docs/testing.md:1: says Four visual baselines; __tests__/e2e/visual.spec.ts-snapshots/ holds 3",
            "docs/testing.md:2: says three check:* scripts; package.json has 2",
            "docs/testing.md:3: says 12 folders under plugins/; there are 2",
            "scripts/run.mjs:1: says 36 visual baselines; __tests__/e2e/visual.spec.ts-snapshots/ holds 3",
          ],
        )
      })

      it("leaves the counts of the dated records in docs/measurements/ as they were on their day", () => {
        repo({ ...counted, "docs/measurements/gate-runs.md": "## 2026-11-29\n\nThe 36 visual baselines pass.\n" })
        expectPass()
      })
    })

    it("fails on a table of plugins that lacks a folder of plugins/", () => {
      expectFailures({ ...withPlugins, "README.md": `${table("tidy")}\n` }, [
        "README.md: its table of plugins lacks plugins/shared/",
      ])
    })
  })
})
