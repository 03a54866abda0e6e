#!/usr/bin/env node
// The Nu Html Checker (vnu-jar) over every built page and /admin/cms in one JVM run: zero errors allowed, each
// printed as "file":line.column: error: message. Gatsby's slice fragments (public/_gatsby/) are pieces of
// pages, not documents.   node scripts/checks/html-validity.mjs [--dir public]
import { spawnSync } from "node:child_process"
import { createRequire } from "node:module"
import { parseArgs } from "node:util"
import { builtPages } from "../lib/first-load.mjs"

const { values } = parseArgs({ options: { dir: { type: "string", default: "public" } } })
const documents = [...builtPages(values.dir).map((page) => page.htmlFile), `${values.dir}/admin/cms.html`]
const jar = String(createRequire(import.meta.url)("vnu-jar"))
const vnu = spawnSync("java", ["-Xss2m", "-jar", jar, "--errors-only", "--format", "gnu", ...documents], {
  stdio: "inherit",
})
if (vnu.error)
  console.error(`The Nu Html Checker needs Java 11+ ("apt-get install -y default-jre-headless"): ${vnu.error.message}`)
console.log(
  vnu.status === 0 ? `HTML validity: ${documents.length} documents, no errors` : "HTML validity: errors above",
)
process.exit(vnu.status ?? 1)
