#!/usr/bin/env node
// Every repository path a comment or a Markdown file cites must exist, every npm script it names must be in
// package.json, the counts in COUNTS must hold, and a README's table of plugins must list every folder of plugins/
// (docs/testing.md, "check:cited-paths"). Reads the files git tracks.   [--cwd DIR]
import fs from "node:fs"
import path from "node:path"
import { spawnSync } from "node:child_process"
import { parseArgs } from "node:util"
import ts from "typescript"

const SCANNED = /\.(ts|tsx|mjs|js|cjs|css|md)$/
const SKIPPED = /^(node_modules|public|\.cache)\/|^src\/gatsby-types\.d\.ts$/
/** On a line, or the line before: what it cites need not exist yet (a recipe's new file). */
const IGNORE = "cited-paths: not yet"
/** Folders a citation may start with even before they exist in this checkout (another branch adds them). */
const KNOWN_FOLDERS = ["docs"]

const { values } = parseArgs({ options: { cwd: { type: "string", default: process.cwd() } } })
const root = path.resolve(values.cwd)

/** Each comment of a source file as [line, text]: TypeScript's own scanner tells comments from strings and regexes. */
function codeComments(file, text) {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JSX
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const comments = new Map()
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line + 1
  const visit = (node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? [])
      comments.set(range.pos, [lineOf(range.pos), text.slice(range.pos, range.end)])
    // a query's `# …` lines: GraphQL comments inside `graphql` and /* GraphQL */ templates
    if (ts.isTemplateLiteralToken(node) && /(\bgraphql|\/\* GraphQL \*\/\s*)$/.test(text.slice(0, node.getStart()))) {
      const start = lineOf(node.getStart())
      node
        .getText()
        .split("\n")
        .forEach((line, i) => {
          if (/^\s*#/.test(line)) comments.set(`${node.pos}:${i}`, [start + i, line])
        })
    }
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  return [...comments.values()]
}

const cssComments = (text) =>
  [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => [text.slice(0, match.index).split("\n").length, match[0]])

/** Where a (possibly multi-line) comment's lines start: [line, text of that line]. */
const linesOf = ([line, text]) => text.split("\n").map((part, i) => [line + i, part])

const escape = (s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&")

/** Whether a cited path exists below dir: `<name>`, `*`, `…` and `{…}` stand for any name; `**` or `…` alone for anything. */
function exists(dir, cited) {
  const segments = cited.split("/")
  const deep = segments.findIndex((segment) => segment === "**" || segment === "…")
  const pattern = segments.slice(0, deep < 0 ? undefined : deep).join("/")
  return !pattern || fs.globSync(pattern.replace(/<[^>]*>|…|\{[^}]*\}/g, "*"), { cwd: dir }).length > 0
}

/** A module cited without its extension (`src/lib/routes`) is found as the bundlers find it. */
const MODULE_SUFFIXES = ["", ".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", "/index.ts"]

function citedPaths(line, folders, files) {
  const start = `(?:${[...folders].map((f) => `${escape(f)}/`).join("|")}|${[...files].map(escape).join("|")})`
  const token = new RegExp(`(?<![\\w./@\\-<>…*])${start}[\\w.@<>*…\\-{}/]*`, "g")
  return [...line.matchAll(token)]
    .map((match) => match[0].replace(/[.)]+$/, ""))
    .filter((cited) => !/\{[^}]*,/.test(cited))
}

const ls = spawnSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
if (ls.error || ls.status !== 0) {
  console.error(`FAIL ${root} is not a git work tree: this check reads the files git tracks.`)
  process.exit(2)
}
const tracked = ls.stdout.split("\0").filter(Boolean)
const folders = new Set([...KNOWN_FOLDERS, ...tracked.filter((f) => f.includes("/")).map((f) => f.split("/")[0])])
const files = new Set(tracked.filter((f) => !f.includes("/")))
/** npm's own commands that run a script of package.json of the same name. */
const SCRIPT_COMMANDS = ["start", "test", "stop", "restart"]
const NUMBERS =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split(
    " ",
  )
/** A count as a doc writes it: "six" or "6". */
const countOf = (word) => (/^\d+$/.test(word) ? Number(word) : NUMBERS.indexOf(word.toLowerCase()))
/** A count in a phrasing's pattern: digits or one of NUMBERS' words, as a whole word. */
const COUNT = `(\\d+|${NUMBERS.join("|")})`

/** The npm scripts a line runs: `npm run check:html`, `npm run --silent build`, `npm test`. */
function namedScripts(line) {
  const run = [...line.matchAll(/\bnpm (?:run|run-script)(?: --?[\w-]+(?:=\S+)?)* ([\w:.-]*[\w])/g)].map((m) => m[1])
  const own = [...line.matchAll(new RegExp(`\\bnpm (${SCRIPT_COMMANDS.join("|")})\\b`, "g"))].map((m) => m[1])
  return [...run, ...own]
}

const packageFile = path.join(root, "package.json")
const pkg = fs.existsSync(packageFile) ? JSON.parse(fs.readFileSync(packageFile, "utf8")) : undefined
const scripts = new Set(Object.keys(pkg?.scripts ?? {}))
const overrides = Object.keys(pkg?.overrides ?? {}).length
const pluginFolders = new Set(tracked.filter((f) => /^plugins\/[^/]+\//.test(f)).map((f) => f.split("/")[1]))
const BASELINES = "__tests__/e2e/visual.spec.ts-snapshots/"
const baselines = tracked.filter((f) => f.startsWith(BASELINES)).length
const checks = [...scripts].filter((script) => script.startsWith("check:")).length
/** The counts a doc may state, each in one phrasing: [phrasing, what it counts, the count, where it is counted]. */
const COUNTS = [
  [`pins ${COUNT} packages? with \`?overrides\\b`, "packages are pinned with overrides", overrides, "package.json has"],
  [`${COUNT} visual baselines\\b`, "visual baselines", baselines, `${BASELINES} holds`],
  [`${COUNT} \`?check:\\*\`? scripts\\b`, "check:* scripts", checks, "package.json has"],
  [`${COUNT} folders (?:under|in) \`?plugins/`, "folders under plugins/", pluginFolders.size, "there are"],
].map(([phrasing, counted, actual, where]) => ({
  phrasing: new RegExp(`\\b${phrasing}`, "gi"),
  actual,
  problem: (word) => `says ${word} ${counted}; ${where} ${actual}`,
}))
/** Dated records: each keeps the counts of its day. */
const DATED = /^docs\/measurements\//
const problems = []
for (const file of tracked.filter((f) => SCANNED.test(f) && !SKIPPED.test(f))) {
  const full = path.join(root, file)
  if (!fs.existsSync(full)) continue
  const text = fs.readFileSync(full, "utf8")
  const lines = file.endsWith(".md")
    ? text.split("\n").map((line, i) => [i + 1, line])
    : (file.endsWith(".css") ? cssComments(text) : codeComments(file, text)).flatMap(linesOf)
  const optedOut = new Set(
    lines.filter(([, content]) => content.includes(IGNORE)).flatMap(([line]) => [line, line + 1]),
  )
  for (const [i, [line, content]] of lines.entries()) {
    for (const cited of optedOut.has(line) ? [] : citedPaths(content, folders, files)) {
      // from the repository's root, or (a plugin's README naming its __tests__/) from the citing file's folder
      const found = [root, path.dirname(full)].some((base) =>
        MODULE_SUFFIXES.some((suffix) => exists(base, cited.replace(/\/$/, "") + suffix)),
      )
      if (!found) problems.push(`${file}:${line}: cites ${cited}, which does not exist`)
    }
    if (!pkg) continue
    for (const script of namedScripts(content))
      if (!scripts.has(script)) problems.push(`${file}:${line}: names npm script "${script}", which package.json lacks`)
    // a phrasing may run on into the next line, as Prettier wraps prose and comments are wrapped by hand
    const [nextLine, next = ""] = lines[i + 1] ?? []
    const runOn = nextLine === line + 1 ? next.replace(/^\s*(?:\/\/+|\*|#)?\s*/, "") : ""
    for (const { phrasing, actual, problem } of DATED.test(file) ? [] : COUNTS)
      for (const match of `${content} ${runOn}`.matchAll(phrasing))
        if (match.index < content.length && countOf(match[1]) !== actual)
          problems.push(`${file}:${line}: ${problem(match[1])}`)
  }
  if (!pkg || !file.endsWith(".md")) continue
  const tabled = new Set(
    lines
      .filter(([, content]) => content.startsWith("|"))
      .flatMap(([, content]) => [...content.matchAll(/\]\(plugins\/([^/)]+)\/README\.md\)/g)].map((m) => m[1])),
  )
  const untabled = [...pluginFolders].filter((folder) => !tabled.has(folder))
  if (tabled.size > 0 && untabled.length > 0)
    problems.push(`${file}: its table of plugins lacks ${untabled.map((f) => `plugins/${f}/`).join(", ")}`)
}

for (const problem of problems) console.error(`FAIL ${problem}`)
if (problems.length > 0) {
  console.error(`${problems.length} citation${problems.length > 1 ? "s" : ""} not so: correct the citation or drop it.`)
  process.exit(1)
}
console.log("Every path, npm script and count the comments and the Markdown files cite is so.")
