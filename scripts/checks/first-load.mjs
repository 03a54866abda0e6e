#!/usr/bin/env node
// What every built page loads before it is interactive (scripts/lib/first-load.mjs) must stay within
// FIRST_LOAD_BUDGET gzipped and hold no Firebase code: Firebase arrives only through the dynamic import
// in src/firebase/loader.ts, after load + idle. Two signals catch it, so neither a renamed chunk nor a
// static import slips through: the files of the "firebase" chunk group in webpack.stats.json, and
// Firebase's own marker in a file's contents (every SDK package names itself "@firebase/…").
//   node scripts/checks/first-load.mjs [--dir public]
import fs from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { FIRST_LOAD_BUDGET, INLINE, chunkGroupFiles, firstLoadReport } from "../lib/first-load.mjs"

const FIREBASE_MARKER = /["'`]@firebase\/[a-z-]+["'`]/
const { values } = parseArgs({ options: { dir: { type: "string", default: "public" } } })
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const hasMarker = (file) => FIREBASE_MARKER.test(fs.readFileSync(path.join(values.dir, file), "utf8"))

const lazy = chunkGroupFiles("firebase", values.dir)
const problems = []
// The marker must be recognisable in the lazy chunk itself, or a clean first load proves nothing.
if (lazy.length > 0 && !lazy.some(hasMarker))
  problems.push(`the "firebase" chunk group has no Firebase marker: update FIREBASE_MARKER in this check`)
const report = firstLoadReport(values.dir)
for (const page of report) {
  console.log(`${kb(page.total).padStart(9)}  ${page.route}`)
  if (page.total > FIRST_LOAD_BUDGET) problems.push(`${page.route}: ${kb(page.total)} is over the budget`)
  for (const { file } of page.entries.filter((entry) => entry.file !== INLINE)) {
    if (lazy.includes(file)) problems.push(`${page.route}: ${file} belongs to the lazy "firebase" chunk group`)
    else if (hasMarker(file)) problems.push(`${page.route}: ${file} contains Firebase code`)
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`FAIL ${problem}`)
  console.error(
    `First-load JS: at most ${kb(FIRST_LOAD_BUDGET)} gzipped a page, and no Firebase (src/firebase/loader.ts).`,
  )
  process.exit(1)
}
console.log(
  `First-load JS: ${report.length} pages within ${kb(FIRST_LOAD_BUDGET)} gzipped, none with Firebase code ` +
    (lazy.length > 0 ? `(lazy chunk: ${lazy.join(", ")})` : `(no lazy Firebase chunk in this build)`),
)
