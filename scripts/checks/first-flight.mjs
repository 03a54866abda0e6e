#!/usr/bin/env node
// Every built page's HTML, brotli as the hosts send it, within FIRST_FLIGHT_BOUND (scripts/lib/first-flight.mjs),
// and its first screen (the header and the hero) within the first 14 KB the hosts send: a page over either needs a
// second round trip before it can paint. Prints each page's size and its first screen's, the largest first, and how
// many pages meet the 14 KB goal whole.   [--dir public]
import fs from "node:fs"
import { parseArgs } from "node:util"
import { builtPages, kb } from "../lib/first-load.mjs"
import { FIRST_FLIGHT_BOUND, FIRST_FLIGHT_GOAL, firstFlightReport } from "../lib/first-flight.mjs"

const { values } = parseArgs({ options: { dir: { type: "string", default: "public" } } })
const pages = builtPages(values.dir).map(({ route, htmlFile }) => ({ route, html: fs.readFileSync(htmlFile) }))
const { sizes, problems } = firstFlightReport(pages)
for (const page of sizes)
  console.log(`${kb(page.brotli).padStart(9)}  (first screen ${kb(page.firstScreen).padStart(8)})  ${page.route}`)
for (const problem of problems) console.error(`FAIL ${problem}`)
if (problems.length) process.exit(1)
const withinGoal = sizes.filter((page) => page.brotli <= FIRST_FLIGHT_GOAL).length
const overGoal = sizes.filter((page) => page.brotli > FIRST_FLIGHT_GOAL)
if (overGoal.length)
  console.log(`Over the goal: ${overGoal.map((page) => `${page.route} ${kb(page.brotli)}`).join(", ")}`)
console.log(
  `First flight: ${sizes.length} pages within ${kb(FIRST_FLIGHT_BOUND)} of HTML, brotli; ${withinGoal} within the ${kb(FIRST_FLIGHT_GOAL)} goal; ` +
    `every first screen within the first ${kb(FIRST_FLIGHT_GOAL)} (the largest ${kb(Math.max(...sizes.map((page) => page.firstScreen)))})`,
)
