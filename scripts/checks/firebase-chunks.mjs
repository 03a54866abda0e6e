#!/usr/bin/env node
// Fails when Firebase code is part of any page's first-load JavaScript. Firebase must arrive only
// through the dynamic import in src/firebase/loader.ts, after load + idle.
//   node scripts/checks/firebase-chunks.mjs [--dir public]
// Two independent signals, so neither a renamed chunk nor a static import slips through:
//   - the assets of the "firebase" chunk group in webpack.stats.json (the lazy chunk and its vendors);
//   - Firebase's own code marker in the file contents: every SDK package names itself "@firebase/…".
// The check holds whether or not Firebase is configured: the lazy chunk is built either way.
import fs from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { builtPages, firstLoadOf } from "../lib/first-load.mjs"

const FIREBASE_MARKER = /["'`]@firebase\/[a-z-]+["'`]/
const CHUNK_GROUP = "firebase"

const { values } = parseArgs({ options: { dir: { type: "string", default: "public" } } })
const publicDir = values.dir
const statsFile = path.join(publicDir, "webpack.stats.json")
if (!fs.existsSync(statsFile)) {
  console.error(`No ${statsFile}: build the site first.`)
  process.exit(1)
}

const stats = JSON.parse(fs.readFileSync(statsFile, "utf8"))
const lazyFiles = new Set(
  (stats.namedChunkGroups[CHUNK_GROUP]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js")),
)
const hasMarker = (file) => FIREBASE_MARKER.test(fs.readFileSync(path.join(publicDir, file), "utf8"))

const problems = []
// The marker must be recognisable in the lazy chunk itself, or a clean first load proves nothing.
if (lazyFiles.size > 0 && ![...lazyFiles].some(hasMarker)) {
  problems.push(`the "${CHUNK_GROUP}" chunk group has no Firebase marker: update FIREBASE_MARKER in this check`)
}
for (const { route } of builtPages(publicDir)) {
  for (const { file } of firstLoadOf(route, publicDir).entries) {
    if (file.startsWith("(")) continue
    if (lazyFiles.has(file)) problems.push(`${route}: ${file} belongs to the lazy "${CHUNK_GROUP}" chunk group`)
    else if (hasMarker(file)) problems.push(`${route}: ${file} contains Firebase code`)
  }
}

const pages = builtPages(publicDir).length
if (problems.length > 0) {
  for (const problem of problems) console.error(`FAIL ${problem}`)
  console.error(`Firebase must load only after idle, through the dynamic import in src/firebase/loader.ts.`)
  process.exit(1)
}
console.log(
  `Firebase in first-load JS: none on ${pages} pages` +
    (lazyFiles.size > 0 ? ` (lazy chunk: ${[...lazyFiles].join(", ")})` : ` (no lazy Firebase chunk in this build)`),
)
