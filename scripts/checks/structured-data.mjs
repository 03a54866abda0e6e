#!/usr/bin/env node
// Google's preset of structured-data-testing-tool (sdtt) over every built page that carries JSON-LD,
// read from public/ (no server). Fails on any failed test, naming the page, the schema and the
// property; warnings (recommended properties) are counted, not failed.   [--dir public]
import fs from "node:fs"
import { createRequire } from "node:module"
import { parseArgs } from "node:util"
import { builtPages } from "../lib/first-load.mjs"

const require = createRequire(import.meta.url)
const { structuredDataTest } = require("structured-data-testing-tool")
const { Google } = require("structured-data-testing-tool/presets")
const { values } = parseArgs({ options: { dir: { type: "string", default: "public" } } })

const failures = []
const pages = builtPages(values.dir).filter(({ htmlFile }) => fs.readFileSync(htmlFile, "utf8").includes("ld+json"))
if (pages.length === 0) failures.push("no built page carries JSON-LD: the structured data is missing")
for (const { route, htmlFile } of pages) {
  // sdtt rejects with the full result when a test fails, and with something else when it cannot read the page.
  const result = await structuredDataTest(fs.readFileSync(htmlFile, "utf8"), { presets: [Google] }).catch(
    (error) => error.res ?? error,
  )
  if (!result.failed) failures.push(`${route}: sdtt could not read the page (${result.message ?? result})`)
  for (const test of result.failed ?? [])
    failures.push(`${route}: ${test.group ?? ""} ${test.description ?? test.test}: ${test.error?.message ?? ""}`)
  if (result.failed)
    console.log(
      `${route}: ${result.schemas.join(", ")} — ${result.passed.length} passed, ${result.failed.length} failed, ${result.warnings.length} warnings`,
    )
}
for (const failure of failures) console.error(`FAIL ${failure}`)
console.log(`Structured data (Google preset of sdtt): ${pages.length} pages, ${failures.length} failures`)
process.exit(failures.length ? 1 : 0)
