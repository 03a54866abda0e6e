#!/usr/bin/env node
// After a build: the committed src/gatsby-types.d.ts must be what `gatsby build` generated from the
// queries and the schema (graphqlTypegen generateOnBuild rewrites it), or the types the type check and
// the editor read describe queries that no longer exist.   [--cwd DIR]
import { spawnSync } from "node:child_process"
import { parseArgs } from "node:util"

const GENERATED_TYPES = "src/gatsby-types.d.ts"

const { values } = parseArgs({ options: { cwd: { type: "string", default: process.cwd() } } })
const git = (...args) => spawnSync("git", args, { cwd: values.cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })

const inRepo = git("rev-parse", "--is-inside-work-tree")
if (inRepo.error || inRepo.status !== 0 || inRepo.stdout.trim() !== "true") {
  console.error(
    `FAIL cannot compare ${GENERATED_TYPES} with its committed version: ${values.cwd} is not in a git work tree` +
      (inRepo.error ? ` (git: ${inRepo.error.message})` : "") +
      ". Run this check in a clone of the repository, after `npm run build`.",
  )
  process.exit(2)
}
if (git("ls-files", "--error-unmatch", "--", GENERATED_TYPES).status !== 0) {
  console.error(`FAIL ${GENERATED_TYPES} is not committed: run \`npm run build\`, then commit ${GENERATED_TYPES}.`)
  process.exit(1)
}
const diff = git("diff", "--exit-code", "--", GENERATED_TYPES)
if (diff.status === 0) {
  console.log(`${GENERATED_TYPES} is as the build generated it.`)
  process.exit(0)
}
if (diff.status !== 1) {
  console.error(`FAIL git diff of ${GENERATED_TYPES} failed: ${diff.stderr.trim()}`)
  process.exit(2)
}
const lines = diff.stdout.split("\n")
const shown = 40
console.error(`FAIL ${GENERATED_TYPES} differs from its committed version after the build:`)
// the file's lines are long (a query's whole result type on one): each is cut to stay readable
console.error(
  lines
    .slice(0, shown)
    .map((line) => (line.length > 200 ? `${line.slice(0, 200)}…` : line))
    .join("\n"),
)
if (lines.length > shown) console.error(`… (${lines.length - shown} more lines of the diff)`)
console.error(
  `The queries or the schema changed without their generated types: run \`npm run build\` and commit ${GENERATED_TYPES}.`,
)
process.exit(1)
