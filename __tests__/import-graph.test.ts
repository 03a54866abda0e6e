/**
 * @jest-environment node
 *
 * The project's imports flow one way: no module reaches itself again through the modules it imports, and
 * src/lib/'s pure logic imports only src/lib/, schema/'s types and packages. Every kind of import counts, as a
 * reader follows them all: `import type`, `export … from`, `import()`, `typeof import()` and `require()`. The
 * imports are read and resolved with the TypeScript compiler, as tsconfig.json resolves them.
 */
import fs from "fs"
import os from "os"
import path from "path"
import ts from "typescript"

const ROOT = path.resolve(__dirname, "..")
/** The project's own source: what the site, the CMS, the build and the hosts' functions run. */
const SOURCE_FOLDERS = ["src", "schema", "cms", "plugins", "site-files", "functions", "netlify", "server"]
const SKIPPED_FOLDERS = new Set(["node_modules", ".cache", "public"])
/** Written by Gatsby (graphqlTypegen), not by us. */
const GENERATED = ["src/gatsby-types.d.ts"]
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/

interface Import {
  /** The project file it resolves to; undefined for a package, or what the compiler does not resolve (CSS). */
  file?: string
  specifier: string
  typeOnly: boolean
}

const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile).config,
  ts.sys,
  ROOT,
)

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full)
    return SOURCE_FILE.test(entry.name) ? [full] : []
  })
}

/** Whether an import or export brings in types alone (`import type`, or `{ type A, type B }`). */
function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    const names = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : []
    return node.isTypeOnly || (names.length > 0 && names.every((name) => name.isTypeOnly))
  }
  const clause = node.importClause
  if (!clause) return false
  const names = clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : []
  return clause.isTypeOnly || (!clause.name && names.length > 0 && names.every((name) => name.isTypeOnly))
}

/** Every module a file names, with the file it resolves to when that is a file of `files`. */
function importsOf(file: string, files: ReadonlySet<string>): Import[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true)
  const named: Array<{ specifier: string; typeOnly: boolean }> = []
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier))
        named.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnly(node) })
    } else if (ts.isImportTypeNode(node)) {
      if (ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
        named.push({ specifier: node.argument.literal.text, typeOnly: true })
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === "require")) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      named.push({ specifier: node.arguments[0].text, typeOnly: false })
    } else if (ts.isExternalModuleReference(node) && ts.isStringLiteralLike(node.expression)) {
      named.push({ specifier: node.expression.text, typeOnly: false })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return named.map(({ specifier, typeOnly }) => {
    const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule
    const target = resolved && path.resolve(resolved.resolvedFileName)
    return { specifier, typeOnly, ...(target && files.has(target) ? { file: target } : {}) }
  })
}

/** Each source file under `root`'s `folders` with what it imports. */
function importGraph(root: string, folders: readonly string[], generated: readonly string[] = []) {
  const skipped = new Set(generated.map((file) => path.join(root, file)))
  const files = new Set(
    folders.flatMap((folder) => sourceFiles(path.join(root, folder))).filter((file) => !skipped.has(file)),
  )
  return new Map([...files].map((file) => [file, importsOf(file, files)]))
}

/**
 * Circles of imports, at least one wherever modules import each other round, found by a depth-first walk: an import
 * of a file still on the walk's path closes one. Each is named by its files, relative to `root`, from the one first
 * in order: `a.ts → b.ts → a.ts`.
 */
function importCircles(graph: ReadonlyMap<string, readonly Import[]>, root: string): string[] {
  const done = new Set<string>()
  const walk: string[] = []
  const circles = new Set<string>()
  const visit = (file: string) => {
    walk.push(file)
    for (const target of new Set(graph.get(file)?.flatMap(({ file: imported }) => imported ?? []))) {
      const at = walk.indexOf(target)
      if (at !== -1) {
        const circle = walk.slice(at).map((member) => path.relative(root, member))
        const first = circle.indexOf([...circle].sort()[0]!)
        const turned = [...circle.slice(first), ...circle.slice(0, first)]
        circles.add([...turned, turned[0]].join(" → "))
      } else if (!done.has(target)) visit(target)
    }
    walk.pop()
    done.add(file)
  }
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) visit(file)
  return [...circles].sort()
}

const projectGraph = importGraph(ROOT, SOURCE_FOLDERS, GENERATED)

test("no module of the project imports itself back, through any chain of imports", () => {
  expect(importCircles(projectGraph, ROOT)).toEqual([])
})

test("src/lib/ imports only src/lib/, schema/'s types and packages", () => {
  const lib = path.join(ROOT, "src", "lib") + path.sep
  const schema = path.join(ROOT, "schema") + path.sep
  const outside = [...projectGraph]
    .filter(([file]) => file.startsWith(lib))
    .flatMap(([file, imports]) =>
      imports
        .filter(({ file: target, specifier, typeOnly }) =>
          target ? !target.startsWith(lib) && !(target.startsWith(schema) && typeOnly) : specifier.startsWith("."),
        )
        .map(
          ({ specifier, typeOnly }) => `${path.relative(ROOT, file)}: ${typeOnly ? "import type " : ""}${specifier}`,
        ),
    )
  expect(outside).toEqual([])
})

test("the check sees a circle closed by import type, export … from, import() or require()", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "import-graph-"))
  const files = {
    "src/a.ts": `import type { B } from "./b"\nexport type A = B`,
    "src/b.ts": `export { c } from "./c"\nexport type B = string`,
    "src/c.ts": `export const c = () => import("./a")`,
    "src/d.tsx": `export type D = typeof import("./e")`,
    "src/e.js": `module.exports = require("./d")`,
    "src/leaf.ts": `import { c } from "./c"\nexport const leaf = c`,
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  try {
    expect(importCircles(importGraph(root, ["src"]), root)).toEqual([
      "src/a.ts → src/b.ts → src/c.ts → src/a.ts",
      "src/d.tsx → src/e.js → src/d.tsx",
    ])
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})
