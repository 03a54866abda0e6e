#!/usr/bin/env node
// Validates every built HTML document in public/ with the Nu Html Checker (vnu-jar), in one JVM run.
// Zero errors allowed; each error is printed as file:line:column with its message.
//   node scripts/checks/html-validity.mjs [--dir public]
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { htmlFiles } from "../lib/site-files.mjs"

const { values } = parseArgs({ options: { dir: { type: "string", default: "public" } } })
const root = path.resolve(values.dir)
if (!fs.existsSync(path.join(root, "index.html"))) {
  console.error(`No build found in ${values.dir}/. Run "npm run build" first.`)
  process.exit(1)
}

const java = spawnSync("java", ["-version"], { encoding: "utf8" })
if (java.error || java.status !== 0) {
  console.error(
    "The HTML validity check needs Java 11+ to run the Nu Html Checker, and `java` was not found.\n" +
      "Install a JRE (Debian/Ubuntu: `sudo apt-get install -y default-jre-headless`), then run this again.",
  )
  process.exit(1)
}

const shown = (file) => {
  const rel = path.relative(process.cwd(), file)
  return rel.startsWith("..") ? file : rel
}

const jar = String(createRequire(import.meta.url)("vnu-jar"))
const { documents, fragments } = htmlFiles(root)
for (const file of fragments) console.log(`skip ${shown(file)} (a fragment Gatsby inlines into pages, not a document)`)

const result = spawnSync("java", ["-Xss2m", "-jar", jar, "--errors-only", "--format", "json", ...documents], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
})
let messages
try {
  // vnu writes its JSON report to stderr.
  messages = JSON.parse(result.stderr).messages
} catch {
  console.error(
    `The Nu Html Checker did not produce a report (exit ${result.status}):\n${result.stderr}${result.stdout}`,
  )
  process.exit(1)
}

const errors = messages.filter((m) => m.type === "error" || m.subType === "fatal")
for (const m of errors) {
  const file = m.url ? shown(fileURLToPath(m.url)) : "(unknown file)"
  const where = `${file}:${m.lastLine ?? m.firstLine ?? "?"}:${m.firstColumn ?? m.lastColumn ?? "?"}`
  console.log(`${where}  ${m.message}`)
  if (m.extract) console.log(`    ${m.extract.replace(/\s+/g, " ").trim()}`)
}
const count = documents.length
console.log(
  errors.length === 0
    ? `HTML validity: ${count} documents, no errors (vnu ${JSON.parse(result.stderr).version ?? ""})`
    : `HTML validity: ${errors.length} error(s) in ${new Set(errors.map((m) => m.url)).size} of ${count} documents`,
)
process.exit(errors.length === 0 ? 0 : 1)
