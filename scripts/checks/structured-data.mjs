#!/usr/bin/env node
// Runs Google's preset of structured-data-testing-tool (sdtt) over every built page that carries
// JSON-LD, from the HTML in public/ (no server needed). Fails on any failed test and names the page,
// the schema and the property; warnings (recommended properties) are counted but do not fail.
//   node scripts/checks/structured-data.mjs [--dir public]
import fs from "node:fs"
import { createRequire } from "node:module"
import { parseArgs } from "node:util"
import { builtPages } from "../lib/first-load.mjs"

const require = createRequire(import.meta.url)
const { structuredDataTest } = require("structured-data-testing-tool")
const { Google } = require("structured-data-testing-tool/presets")

const { values } = parseArgs({ options: { dir: { type: "string", default: "public" } } })
const failures = []
let tested = 0
for (const { route, htmlFile } of builtPages(values.dir)) {
  const html = fs.readFileSync(htmlFile, "utf8")
  if (!html.includes("application/ld+json")) continue
  tested += 1
  // sdtt rejects with the full result when a test fails, and with something else when it cannot read the page.
  const result = await structuredDataTest(html, { presets: [Google] }).catch((error) => error.res ?? error)
  if (!result.failed) {
    failures.push(`${route}: sdtt could not read the page (${result.message ?? result})`)
    continue
  }
  for (const test of result.failed)
    failures.push(`${route}: ${test.group ?? ""} ${test.description ?? test.test}: ${test.error?.message ?? ""}`)
  console.log(
    `${route}: ${result.schemas.join(", ")} — ${result.passed.length} passed, ${result.failed.length} failed, ${result.warnings.length} warnings`,
  )
}

if (tested === 0) failures.push("no built page carries JSON-LD: the structured data is missing")
if (failures.length > 0) {
  console.error(`\nStructured data (Google preset of structured-data-testing-tool): ${failures.length} failed\n`)
  for (const failure of failures) console.error(`  ${failure}`)
  process.exit(1)
}
console.log(`\nStructured data: ${tested} pages pass Google's preset.`)
