#!/usr/bin/env node
// Runs Google's preset of structured-data-testing-tool (sdtt) over every built page that carries
// JSON-LD, from the HTML in public/ (no server needed). Fails on any failed test and names the page,
// the schema and the property; warnings (recommended properties) are listed but do not fail.
//   node scripts/checks/structured-data.mjs [--dir public] [--verbose]
import fs from "node:fs"
import { createRequire } from "node:module"
import { parseArgs } from "node:util"
import { builtPages } from "../lib/first-load.mjs"

const require = createRequire(import.meta.url)
const { structuredDataTest } = require("structured-data-testing-tool")
const { Google } = require("structured-data-testing-tool/presets")

const { values } = parseArgs({
  options: { dir: { type: "string", default: "public" }, verbose: { type: "boolean", default: false } },
})

const describeTest = (test) =>
  `${test.group ?? ""} ${test.description ?? test.test}`.trim() + (test.error?.message ? `: ${test.error.message}` : "")

const failures = []
let tested = 0
for (const { route, htmlFile } of builtPages(values.dir)) {
  const html = fs.readFileSync(htmlFile, "utf8")
  if (!html.includes("application/ld+json")) continue
  tested += 1
  let result
  try {
    result = await structuredDataTest(html, { presets: [Google] })
  } catch (error) {
    if (error.type !== "VALIDATION_FAILED") {
      failures.push(`${route}: sdtt could not read the page (${error.message ?? error})`)
      continue
    }
    result = error.res
  }
  for (const test of result.failed) failures.push(`${route}: ${describeTest(test)}`)
  const summary = `${route}: ${result.schemas.join(", ")} — ${result.passed.length} passed, ${result.failed.length} failed, ${result.warnings.length} warnings`
  console.log(summary)
  if (values.verbose) for (const test of result.warnings) console.log(`  warning: ${describeTest(test)}`)
}

if (tested === 0) failures.push("no built page carries JSON-LD: the structured data is missing")
if (failures.length > 0) {
  console.error(`\nStructured data (Google preset of structured-data-testing-tool): ${failures.length} failed\n`)
  for (const failure of failures) console.error(`  ${failure}`)
  process.exit(1)
}
console.log(`\nStructured data: ${tested} pages pass Google's preset.`)
