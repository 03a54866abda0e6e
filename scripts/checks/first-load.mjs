#!/usr/bin/env node
// Every built page's first-load JS (scripts/lib/first-load.mjs) within FIRST_LOAD_BUDGET gzipped and
// free of Firebase, which arrives only through src/firebase/loader.ts's dynamic import after load.
// Caught two ways, so neither a renamed chunk nor a static import slips through: the "firebase" chunk
// group's files (webpack.stats.json), and Firebase's own marker ("@firebase/…") in a file.   [--dir public]
import fs from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { FIRST_LOAD_BUDGET, INLINE, builtPages, chunkGroupFiles, firstLoadOf, kb } from "../lib/first-load.mjs"

const FIREBASE_MARKER = /["'`]@firebase\/[a-z-]+["'`]/
const { values } = parseArgs({ options: { dir: { type: "string", default: "public" } } })
const hasMarker = (file) => FIREBASE_MARKER.test(fs.readFileSync(path.join(values.dir, file), "utf8"))

const lazy = chunkGroupFiles("firebase", values.dir)
const problems = []
// The marker must be recognisable in the lazy chunk itself, or a clean first load proves nothing.
if (lazy.length > 0 && !lazy.some(hasMarker))
  problems.push(`the "firebase" chunk group has no Firebase marker: update FIREBASE_MARKER in this check`)
const report = builtPages(values.dir).map(({ route }) => firstLoadOf(route, values.dir))
for (const page of report) {
  console.log(`${kb(page.total).padStart(9)}  ${page.route}`)
  if (page.total > FIRST_LOAD_BUDGET)
    problems.push(`${page.route}: ${kb(page.total)} is over the ${kb(FIRST_LOAD_BUDGET)} budget`)
  for (const { file } of page.entries.filter((entry) => entry.file !== INLINE)) {
    if (lazy.includes(file)) problems.push(`${page.route}: ${file} belongs to the lazy "firebase" chunk group`)
    else if (hasMarker(file)) problems.push(`${page.route}: ${file} contains Firebase code`)
  }
}

for (const problem of problems) console.error(`FAIL ${problem}`)
if (problems.length) process.exit(1)
console.log(
  `First-load JS: ${report.length} pages within ${kb(FIRST_LOAD_BUDGET)} gzipped, none with Firebase code ` +
    (lazy.length > 0 ? `(lazy chunk: ${lazy.join(", ")})` : `(no lazy Firebase chunk in this build)`),
)
